import type { MovementSummary } from '@inventario/shared/contracts/movements';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_VOUCHER_FILTERS,
  hasVoucherFilters,
  toVoucherQuery,
  voucherFiltersSchema,
} from './voucher-filters.ts';
import { sortVouchers, voucherPage } from './voucher-list.ts';

describe('voucher filters', () => {
  it('searches both kinds with no filter', () => {
    const query = toVoucherQuery(EMPTY_VOUCHER_FILTERS);
    expect(query).toEqual({ search: {}, kinds: [5, 6], voucherType: null });
    expect(hasVoucherFilters(query)).toBe(false);
  });

  it('turns the filters into the search, one kind, and the voucher type', () => {
    const query = toVoucherQuery({
      kind: 'increase',
      year: 2026,
      fromDate: '2026-01-01',
      toDate: '2026-03-31',
      voucherType: 'RIV',
      text: '  memoria ',
    });
    expect(query).toEqual({
      search: { year: 2026, fromDate: '2026-01-01', toDate: '2026-03-31', text: 'memoria' },
      kinds: [6],
      voucherType: 'RIV',
    });
    expect(hasVoucherFilters(query)).toBe(true);
    expect(hasVoucherFilters(toVoucherQuery({ ...EMPTY_VOUCHER_FILTERS, kind: 'decrease' }))).toBe(true);
    expect(hasVoucherFilters(toVoucherQuery({ ...EMPTY_VOUCHER_FILTERS, voucherType: 'SVA' }))).toBe(true);
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

function voucher(
  id: number,
  type: number,
  number: number,
  date: string,
  totalValue: number,
  voucherType: string,
) {
  return {
    id,
    type,
    year: Number(date.slice(0, 4)),
    number,
    date,
    totalValue,
    voucherType,
  } as MovementSummary;
}

const rows = [
  voucher(1, 5, 1, '2026-02-01', 90, 'DAN'),
  voucher(2, 6, 1, '2026-02-01', 120, 'MST'),
  voucher(3, 5, 2, '2026-03-10', 15, 'SVA'),
  voucher(4, 5, 1, '2025-12-31', 400, 'DEP'),
];

describe('voucher list', () => {
  it('puts the newest first by default, the id settling ties', () => {
    expect(sortVouchers(rows, {}).map((r) => r.id)).toEqual([3, 1, 2, 4]);
  });

  it('sorts by number within the year, by date and by total, both ways', () => {
    expect(sortVouchers(rows, { sortBy: 'number' }).map((r) => r.id)).toEqual([4, 1, 2, 3]);
    expect(sortVouchers(rows, { sortBy: 'date', sortDesc: false }).map((r) => r.id)).toEqual([4, 1, 2, 3]);
    expect(sortVouchers(rows, { sortBy: 'totalValue', sortDesc: true }).map((r) => r.id)).toEqual([
      4, 2, 1, 3,
    ]);
  });

  it('pages the vouchers of the type asked, with their number', () => {
    expect(voucherPage(rows, null, {}, 1, 2)).toEqual({ rows: [rows[2], rows[0]], total: 4 });
    expect(voucherPage(rows, null, {}, 2, 2).rows.map((r) => r.id)).toEqual([2, 4]);
    expect(voucherPage(rows, 'DAN', {}, 1, 10)).toEqual({ rows: [rows[0]], total: 1 });
    expect(voucherPage(rows, 'RIV', {}, 1, 10)).toEqual({ rows: [], total: 0 });
  });
});
