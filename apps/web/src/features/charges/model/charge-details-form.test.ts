import { YEAR_STATUS } from '@inventario/shared/domain/financial-years/financial-year';
import { describe, expect, it } from 'vitest';
import {
  type ChargeDetailsValues,
  chargeDetailsSchema,
  newChargeDetails,
  toChargeHeader,
} from './charge-details-form.ts';

const years = [
  { year: 2025, status: YEAR_STATUS.closed },
  { year: 2026, status: YEAR_STATUS.open },
];

function messages(values: ChargeDetailsValues, known = years): Record<string, string> {
  const result = chargeDetailsSchema(known).safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the charge details', () => {
  const valid: ChargeDetailsValues = { ...newChargeDetails('2026-03-10'), causal: 'ACQ' };

  it('needs a date and a causal', () => {
    expect(messages(valid)).toEqual({});
    expect(messages({ ...valid, date: null, causal: null })).toEqual({
      date: 'rules.mandatory',
      causal: 'rules.mandatory',
    });
    expect(messages({ ...valid, date: 'invalid' })).toEqual({ date: 'rules.notValid' });
  });

  it('refuses a delivery after the movement date (spec 02 §5); the same day is fine', () => {
    expect(messages({ ...valid, deliveryDate: '2026-03-10' })).toEqual({});
    expect(messages({ ...valid, deliveryDate: '2026-03-09' })).toEqual({});
    expect(messages({ ...valid, date: 'invalid', deliveryDate: '2026-03-09' })).toEqual({
      date: 'rules.notValid',
    });
    expect(messages({ ...valid, deliveryDate: '2026-03-11' })).toEqual({
      deliveryDate: 'rules.deliveryDateAfterMovement',
    });
  });

  it('puts the date in an existing, open year', () => {
    expect(messages({ ...valid, date: '2025-12-31' })).toEqual({ date: 'errors.financialYearClosed' });
    expect(messages({ ...valid, date: '2027-01-01' })).toEqual({ date: 'errors.financialYearMissing' });
    expect(chargeDetailsSchema(undefined).safeParse({ ...valid, date: '2027-01-01' }).success).toBe(true);
  });

  it('keeps an edited voucher in its year', () => {
    const edited = chargeDetailsSchema(years, '2026-03-10').safeParse({ ...valid, date: '2025-12-31' });
    expect(edited.error?.issues.map((issue) => issue.message)).toEqual(['errors.movementYearChanged']);
    expect(chargeDetailsSchema(years, '2026-03-10').safeParse({ ...valid, date: '2026-04-01' }).success).toBe(
      true,
    );
  });

  it('sends trimmed texts, blanks as null, the creditor, administration and aggregation by id', () => {
    expect(
      toChargeHeader({
        ...valid,
        creditor: { id: 4, description: 'Informatica Roma spa' },
        administrationId: 7,
        documentType: ' Fattura ',
        documentNumber: '  ',
        deliveryDate: '2026-03-09',
      }),
    ).toEqual({
      date: '2026-03-10',
      causal: 'ACQ',
      creditorId: 4,
      documentType: 'Fattura',
      documentDate: null,
      documentNumber: null,
      deliveryDate: '2026-03-09',
      deliveryNumber: null,
      orderDate: null,
      orderNumber: null,
      administrationId: 7,
      aggregationId: null,
      notes: null,
    });
  });
});
