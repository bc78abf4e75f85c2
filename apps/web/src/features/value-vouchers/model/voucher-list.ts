import type { MovementSummary } from '@inventario/shared/contracts/movements';

/** Grid column → sort key of the list (sorted here, as it merges two searches). */
export const VOUCHER_SORT_KEYS = { number: 'number', date: 'date', totalValue: 'totalValue' } as const;
export type VoucherSortKey = (typeof VOUCHER_SORT_KEYS)[keyof typeof VOUCHER_SORT_KEYS];

export interface VoucherSort {
  sortBy?: string;
  sortDesc?: boolean;
}

type Compare = (a: MovementSummary, b: MovementSummary) => number;

const byNumber: Compare = (a, b) => a.year - b.year || a.number - b.number || a.type - b.type;
const byDate: Compare = (a, b) => a.date.localeCompare(b.date);
const COMPARES: Record<VoucherSortKey, Compare> = {
  number: byNumber,
  date: byDate,
  totalValue: (a, b) => a.totalValue - b.totalValue || byDate(a, b),
};

/** The vouchers in the order asked (the newest first by default); the id settles ties, ascending, as on the server. */
export function sortVouchers(rows: readonly MovementSummary[], sort: VoucherSort): MovementSummary[] {
  const key = (sort.sortBy && sort.sortBy in COMPARES ? sort.sortBy : 'date') as VoucherSortKey;
  const compare = COMPARES[key];
  const direction = sort.sortBy ? (sort.sortDesc ? -1 : 1) : -1;
  return [...rows].sort((a, b) => direction * compare(a, b) || a.id - b.id);
}

/**
 * One page (1-based) of the vouchers of both searches: those of the voucher type asked, sorted, with
 * their number. The list holds every voucher the filters match (a school writes few: a handful a year
 * and the depreciation's one per register), so paging here is exact.
 */
export function voucherPage(
  rows: readonly MovementSummary[],
  voucherType: string | null,
  sort: VoucherSort,
  page: number,
  size: number,
): { rows: MovementSummary[]; total: number } {
  const matching = voucherType ? rows.filter((row) => row.voucherType === voucherType) : rows;
  const sorted = sortVouchers(matching, sort);
  return { rows: sorted.slice((page - 1) * size, page * size), total: sorted.length };
}
