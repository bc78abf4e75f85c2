import { describe, expect, it } from 'vitest';
import {
  type DischargeFilterValues,
  dischargeFiltersSchema,
  EMPTY_DISCHARGE_FILTERS,
  hasDischargeFilters,
  toDischargeSearch,
} from './discharge-filters.ts';

function messages(values: DischargeFilterValues): Record<string, string> {
  const result = dischargeFiltersSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the discharge filters', () => {
  it('search discharges (type 2) only when nothing is set', () => {
    expect(toDischargeSearch(EMPTY_DISCHARGE_FILTERS)).toEqual({ type: 2 });
    expect(hasDischargeFilters(toDischargeSearch(EMPTY_DISCHARGE_FILTERS))).toBe(false);
  });

  it('need both ends of a date range, in order (spec 02 §5)', () => {
    expect(messages({ ...EMPTY_DISCHARGE_FILTERS, fromDate: '2026-01-01' })).toEqual({
      toDate: 'rules.bothRangeFields',
    });
    expect(messages({ ...EMPTY_DISCHARGE_FILTERS, toDate: '2026-01-01' })).toEqual({
      fromDate: 'rules.bothRangeFields',
    });
    expect(messages({ ...EMPTY_DISCHARGE_FILTERS, fromDate: '2026-02-01', toDate: '2026-01-01' })).toEqual({
      toDate: 'rules.notValid',
    });
    expect(messages({ ...EMPTY_DISCHARGE_FILTERS, fromDate: '2026-01-01', toDate: '2026-01-01' })).toEqual(
      {},
    );
    expect(messages({ ...EMPTY_DISCHARGE_FILTERS, fromDate: 'invalid', toDate: '2026-01-01' })).toEqual({
      fromDate: 'rules.notValid',
    });
  });

  it('take a voucher number only as a positive whole number, and a text of at most 200 characters', () => {
    expect(messages({ ...EMPTY_DISCHARGE_FILTERS, number: '0' })).toEqual({ number: 'rules.notValid' });
    expect(messages({ ...EMPTY_DISCHARGE_FILTERS, number: '2a' })).toEqual({ number: 'rules.notValid' });
    expect(messages({ ...EMPTY_DISCHARGE_FILTERS, number: ' 3 ' })).toEqual({});
    expect(messages({ ...EMPTY_DISCHARGE_FILTERS, text: 'x'.repeat(201) })).toEqual({
      text: 'rules.tooLongText',
    });
  });

  it('turn every filter into the movement search, the destination as its debtor id', () => {
    const search = toDischargeSearch({
      number: ' 3 ',
      year: 2026,
      fromDate: '2026-01-01',
      toDate: '2026-06-30',
      debtor: { id: 7, description: 'Comune di Roma' },
      text: ' RAEE ',
      typology: 'inventory',
    });
    expect(search).toEqual({
      type: 2,
      number: 3,
      year: 2026,
      fromDate: '2026-01-01',
      toDate: '2026-06-30',
      debtorId: 7,
      text: 'RAEE',
      typology: 'inventory',
    });
    expect(hasDischargeFilters(search)).toBe(true);
  });

  it('leave out a half range and blank texts', () => {
    expect(toDischargeSearch({ ...EMPTY_DISCHARGE_FILTERS, fromDate: '2026-01-01', text: '   ' })).toEqual({
      type: 2,
    });
  });
});
