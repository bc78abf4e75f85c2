import { describe, expect, it } from 'vitest';
import {
  type ChargeFilterValues,
  chargeFiltersSchema,
  EMPTY_CHARGE_FILTERS,
  hasChargeFilters,
  toChargeSearch,
} from './charge-filters.ts';

function messages(values: ChargeFilterValues): Record<string, string> {
  const result = chargeFiltersSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the charge filters', () => {
  it('search charges only when nothing is set', () => {
    expect(toChargeSearch(EMPTY_CHARGE_FILTERS)).toEqual({ type: 1 });
    expect(hasChargeFilters(toChargeSearch(EMPTY_CHARGE_FILTERS))).toBe(false);
  });

  it('need both ends of a date range, in order (spec 02 §5)', () => {
    expect(messages({ ...EMPTY_CHARGE_FILTERS, fromDate: '2026-01-01' })).toEqual({
      toDate: 'rules.bothRangeFields',
    });
    expect(messages({ ...EMPTY_CHARGE_FILTERS, toDate: '2026-01-01' })).toEqual({
      fromDate: 'rules.bothRangeFields',
    });
    expect(messages({ ...EMPTY_CHARGE_FILTERS, fromDate: '2026-02-01', toDate: '2026-01-01' })).toEqual({
      toDate: 'rules.notValid',
    });
    expect(messages({ ...EMPTY_CHARGE_FILTERS, fromDate: '2026-01-01', toDate: '2026-01-01' })).toEqual({});
  });

  it('take a voucher number only as a positive whole number', () => {
    expect(messages({ ...EMPTY_CHARGE_FILTERS, number: '0' })).toEqual({ number: 'rules.notValid' });
    expect(messages({ ...EMPTY_CHARGE_FILTERS, number: '1,5' })).toEqual({ number: 'rules.notValid' });
    expect(messages({ ...EMPTY_CHARGE_FILTERS, number: ' 12 ' })).toEqual({});
  });

  it('turn every filter into the movement search', () => {
    const search = toChargeSearch({
      number: ' 12 ',
      date: '2026-03-02',
      fromDate: '2026-01-01',
      toDate: '2026-06-30',
      creditor: { id: 4, description: 'Informatica Roma spa' },
      year: 2026,
      text: ' notebook ',
      typology: 'durable',
      availableAssets: true,
    });
    expect(search).toEqual({
      type: 1,
      number: 12,
      date: '2026-03-02',
      fromDate: '2026-01-01',
      toDate: '2026-06-30',
      creditorId: 4,
      year: 2026,
      text: 'notebook',
      typology: 'durable',
      availableAssets: true,
    });
    expect(hasChargeFilters(search)).toBe(true);
  });
});
