import type { MovementWithAssets } from '@inventario/shared/contracts/movements';
import { YEAR_STATUS } from '@inventario/shared/domain/financial-years/financial-year';
import { describe, expect, it } from 'vitest';
import {
  type DischargeDetailsValues,
  detailsFromProposal,
  dischargeDetailsOf,
  dischargeDetailsSchema,
  newDischargeDetails,
  toDischargeHeader,
} from './discharge-details-form.ts';

const years = [
  { year: 2025, status: YEAR_STATUS.closed },
  { year: 2026, status: YEAR_STATUS.open },
];

function messages(values: DischargeDetailsValues, known = years, original?: string): Record<string, string> {
  const result = dischargeDetailsSchema(known, original).safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

const valid: DischargeDetailsValues = { ...newDischargeDetails('2026-04-10'), causal: 'FUO' };

describe('the discharge details', () => {
  it('start with nobody liable and need a date and a causal', () => {
    expect(newDischargeDetails('2026-04-10')).toMatchObject({ liability: 'nobody', liableParty: null });
    expect(messages(valid)).toEqual({});
    expect(messages({ ...valid, date: null, causal: '  ' })).toEqual({
      date: 'rules.mandatory',
      causal: 'rules.mandatory',
    });
    expect(messages({ ...valid, protocolDate: 'invalid' })).toEqual({ protocolDate: 'rules.notValid' });
  });

  it('need who must make good the loss when someone is liable (art. 33)', () => {
    expect(messages({ ...valid, liability: 'liable' })).toEqual({ liableParty: 'rules.mandatory' });
    expect(messages({ ...valid, liability: 'liable', liableParty: '   ' })).toEqual({
      liableParty: 'rules.mandatory',
    });
    expect(messages({ ...valid, liability: 'liable', liableParty: 'Mario Bianchi' })).toEqual({});
    expect(messages({ ...valid, liability: 'liable', liableParty: 'x'.repeat(201) })).toEqual({
      liableParty: 'rules.tooLongText',
    });
    // Nobody liable: a text left in the box does not matter (it is not sent).
    expect(messages({ ...valid, liability: 'nobody', liableParty: 'Mario Bianchi' })).toEqual({});
  });

  it('put the date in an existing, open year, and keep an edited voucher in its year', () => {
    expect(messages({ ...valid, date: '2025-12-31' })).toEqual({ date: 'errors.financialYearClosed' });
    expect(messages({ ...valid, date: '2027-01-02' })).toEqual({ date: 'errors.financialYearMissing' });
    expect(dischargeDetailsSchema(undefined).safeParse({ ...valid, date: '2027-01-02' }).success).toBe(true);
    expect(messages({ ...valid, date: '2025-12-31' }, years, '2026-04-10')).toEqual({
      date: 'errors.movementYearChanged',
    });
  });

  it('become the request header: trimmed, null when blank, no liable party when nobody is liable', () => {
    expect(
      toDischargeHeader({
        date: '2026-04-10',
        causal: ' FUR ',
        debtor: { id: 3, description: 'Comune di Roma' },
        protocolDate: '2026-04-08',
        protocolNumber: ' 1234/VI.3 ',
        liability: 'nobody',
        liableParty: 'Mario Bianchi',
        administrationId: null,
        aggregationId: 2,
        notes: '  ',
      }),
    ).toEqual({
      date: '2026-04-10',
      causal: 'FUR',
      debtorId: 3,
      protocolDate: '2026-04-08',
      protocolNumber: '1234/VI.3',
      liability: 'nobody',
      liableParty: null,
      administrationId: null,
      aggregationId: 2,
      notes: null,
    });
    expect(
      toDischargeHeader({ ...valid, liability: 'liable', liableParty: ' Mario Bianchi ' }),
    ).toMatchObject({
      debtorId: null,
      liability: 'liable',
      liableParty: 'Mario Bianchi',
    });
  });

  it("take the first proposal's causal and measure, without overwriting what is set", () => {
    const proposal = { causal: 'FUO', protocolDate: '2026-03-01', protocolNumber: 'P-3' };
    expect(detailsFromProposal(newDischargeDetails('2026-04-10'), proposal)).toMatchObject(proposal);
    expect(detailsFromProposal({ ...valid, causal: 'DIS' }, proposal)).toMatchObject({
      causal: 'DIS',
      protocolNumber: 'P-3',
    });
  });

  it("read a saved discharge's details back for its edit", () => {
    const movement = {
      date: '2026-04-10',
      causal: 'FUR',
      notes: 'Denuncia n. 12',
      administration: { id: 9, description: 'Comune di Roma' },
      aggregation: null,
      discharge: {
        debtor: null,
        protocolDate: '2026-04-09',
        protocolNumber: '55',
        liability: 'liable',
        liableParty: 'Ditta Pulizie srl',
      },
    } as MovementWithAssets;
    expect(dischargeDetailsOf(movement)).toEqual({
      date: '2026-04-10',
      causal: 'FUR',
      debtor: null,
      protocolDate: '2026-04-09',
      protocolNumber: '55',
      liability: 'liable',
      liableParty: 'Ditta Pulizie srl',
      administrationId: 9,
      aggregationId: null,
      notes: 'Denuncia n. 12',
    });
  });
});
