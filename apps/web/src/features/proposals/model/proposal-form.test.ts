import type { MovementWithAssets } from '@inventario/shared/contracts/movements';
import { describe, expect, it } from 'vitest';
import {
  defaultProposalDate,
  newProposalDetails,
  type ProposalDetailsValues,
  progressiveYearOf,
  proposalDetailsOf,
  proposalDetailsSchema,
  toOutCreate,
  toOutUpdate,
} from './proposal-form.ts';

const closed2025 = { year: 2025, status: 2 as const };
const open2025 = { year: 2025, status: 1 as const };
const open2026 = { year: 2026, status: 1 as const };

const valid: ProposalDetailsValues = {
  date: '2026-03-10',
  progressive: 3,
  causal: 'FUR',
  protocolDate: null,
  protocolNumber: null,
  notes: null,
};

function messages(values: ProposalDetailsValues, schema = proposalDetailsSchema([closed2025, open2026])) {
  const result = schema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the proposal details', () => {
  it('accept a complete proposal in the open year', () => {
    expect(messages(valid)).toEqual({});
  });

  it('need a date, a progressive and a causal', () => {
    expect(messages({ ...valid, date: null, progressive: null, causal: ' ' })).toEqual({
      date: 'rules.mandatory',
      progressive: 'rules.mandatory',
      causal: 'rules.mandatory',
    });
    expect(messages({ ...valid, date: 'invalid' })).toEqual({ date: 'rules.notValid' });
  });

  it('take the progressive only as a positive whole number', () => {
    expect(messages({ ...valid, progressive: 0 })).toEqual({ progressive: 'rules.notValid' });
    expect(messages({ ...valid, progressive: 2.5 })).toEqual({ progressive: 'rules.notValid' });
    expect(messages({ ...valid, progressive: Number.NaN })).toEqual({ progressive: 'rules.notValid' });
  });

  it('date a proposal in an open year, the older of two (DOMAIN §5)', () => {
    expect(messages({ ...valid, date: '2025-12-01' })).toEqual({ date: 'errors.financialYearClosed' });
    expect(messages({ ...valid, date: '2027-01-10' })).toEqual({ date: 'errors.financialYearMissing' });
    const twoOpen = proposalDetailsSchema([open2025, open2026]);
    expect(messages(valid, twoOpen)).toEqual({ date: 'errors.proposalOnlyInOlderYear' });
    expect(messages({ ...valid, date: '2025-12-20' }, twoOpen)).toEqual({});
  });

  it('keep an edited proposal in its year, whatever the years', () => {
    const edit = proposalDetailsSchema([closed2025, open2026], '2026-02-01');
    expect(messages({ ...valid, date: '2025-12-31' }, edit)).toEqual({ date: 'errors.movementYearChanged' });
    expect(messages({ ...valid, date: '2026-05-01' }, edit)).toEqual({});
  });

  it('check the protocol and notes lengths', () => {
    expect(messages({ ...valid, protocolNumber: 'x'.repeat(51), notes: 'y'.repeat(2001) })).toEqual({
      protocolNumber: 'rules.tooLongText',
      notes: 'rules.tooLongText',
    });
    expect(messages({ ...valid, protocolDate: 'invalid' })).toEqual({ protocolDate: 'rules.notValid' });
  });
});

describe('the proposed date', () => {
  it('is today when proposals go in this year', () => {
    expect(defaultProposalDate('2026-04-02', [closed2025, open2026])).toBe('2026-04-02');
  });

  it('is the last day of the older open year while the school is still closing it', () => {
    expect(defaultProposalDate('2026-04-02', [open2025, open2026])).toBe('2025-12-31');
  });

  it('is the first day of a later open year, and today with no open year', () => {
    expect(defaultProposalDate('2026-04-02', [{ year: 2027, status: 1 }])).toBe('2027-01-01');
    expect(defaultProposalDate('2026-04-02', [closed2025])).toBe('2026-04-02');
  });
});

describe('the year of the progressive', () => {
  it('is the whole date’s year, none while the date is incomplete', () => {
    expect(progressiveYearOf('2026-03-10')).toBe(2026);
    expect(progressiveYearOf('invalid')).toBeUndefined();
    expect(progressiveYearOf(null)).toBeUndefined();
  });
});

describe('the proposal requests', () => {
  const filled: ProposalDetailsValues = {
    date: '2026-03-10',
    progressive: 4,
    causal: ' FUO ',
    protocolDate: '2026-03-09',
    protocolNumber: ' 1234/VI.3 ',
    notes: '  ',
  };

  it('send the details, blank texts as null, and the chosen assets', () => {
    expect(toOutCreate(filled, [7, 9])).toEqual({
      date: '2026-03-10',
      progressive: 4,
      causal: 'FUO',
      protocolDate: '2026-03-09',
      protocolNumber: '1234/VI.3',
      notes: null,
      assetIds: [7, 9],
    });
    expect(toOutUpdate(12, filled, [9])).toMatchObject({ id: 12, assetIds: [9], causal: 'FUO' });
  });

  it('start a new proposal on the proposed date with nothing else', () => {
    expect(newProposalDetails('2026-03-10')).toEqual({
      date: '2026-03-10',
      progressive: null,
      causal: null,
      protocolDate: null,
      protocolNumber: null,
      notes: null,
    });
  });

  it('edit a saved proposal from its detail', () => {
    const movement = {
      date: '2026-02-01',
      causal: 'FUR',
      notes: 'Denuncia attesa',
      proposal: {
        progressive: 2,
        protocolDate: '2026-02-03',
        protocolNumber: '77/VI.3',
        confirmedAt: null,
        confirmedBy: null,
        pricesChanged: false,
      },
    } as MovementWithAssets;
    expect(proposalDetailsOf(movement)).toEqual({
      date: '2026-02-01',
      progressive: 2,
      causal: 'FUR',
      protocolDate: '2026-02-03',
      protocolNumber: '77/VI.3',
      notes: 'Denuncia attesa',
    });
  });
});
