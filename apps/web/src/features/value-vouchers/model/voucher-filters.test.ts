import { describe, expect, it } from 'vitest';
import {
  EMPTY_VOUCHER_FILTERS,
  hasVoucherFilters,
  toVoucherSearch,
  voucherFiltersSchema,
} from './voucher-filters.ts';

describe('voucher filters', () => {
  it('searches both kinds with no filter', () => {
    const search = toVoucherSearch(EMPTY_VOUCHER_FILTERS);
    expect(search).toEqual({ types: [5, 6] });
    expect(hasVoucherFilters(search)).toBe(false);
  });

  it('turns the filters into the search, one kind, and the voucher type', () => {
    const search = toVoucherSearch({
      kind: 'increase',
      year: 2026,
      fromDate: '2026-01-01',
      toDate: '2026-03-31',
      voucherType: 'RIV',
      text: '  memoria ',
    });
    expect(search).toEqual({
      types: [6],
      year: 2026,
      fromDate: '2026-01-01',
      toDate: '2026-03-31',
      voucherType: 'RIV',
      text: 'memoria',
    });
    expect(hasVoucherFilters(search)).toBe(true);
    expect(hasVoucherFilters(toVoucherSearch({ ...EMPTY_VOUCHER_FILTERS, kind: 'decrease' }))).toBe(true);
    expect(hasVoucherFilters(toVoucherSearch({ ...EMPTY_VOUCHER_FILTERS, voucherType: 'SVA' }))).toBe(true);
  });

  it('needs both ends of a range, in order', () => {
    const issues = (values: object) => {
      const parsed = voucherFiltersSchema.safeParse({ ...EMPTY_VOUCHER_FILTERS, ...values });
      return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [i.path[0], i.message]));
    };
    expect(issues({ fromDate: '2026-01-01' })).toEqual({ toDate: 'rules.bothRangeFields' });
    expect(issues({ toDate: '2026-01-01' })).toEqual({ fromDate: 'rules.bothRangeFields' });
    expect(issues({ fromDate: '2026-02-01', toDate: '2026-01-01' })).toEqual({ toDate: 'rules.notValid' });
    expect(issues({ fromDate: '2026-01-01', toDate: '2026-01-01' })).toEqual({});
  });
});
