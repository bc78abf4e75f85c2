import type { MovementSearch } from '@inventario/shared/contracts/movements';
import { z } from 'zod';
import { checkDateRange, optionalDate } from '@/components/forms/form-fields.ts';
import { movementTypeOf, VOUCHER_KINDS, type VoucherKind } from './voucher-kind.ts';

/** The value voucher list's filters (spec 02 §2, those that apply to value vouchers). */
export interface VoucherFilterValues {
  kind: VoucherKind | 'all';
  year: number | null;
  fromDate: string | null;
  toDate: string | null;
  voucherType: string | null;
  text: string;
}

export const EMPTY_VOUCHER_FILTERS: VoucherFilterValues = {
  kind: 'all',
  year: null,
  fromDate: null,
  toDate: null,
  voucherType: null,
  text: '',
};

/** Spec 02 §5: a range needs both its ends, and its start cannot follow its end. */
export const voucherFiltersSchema = z
  .object({
    kind: z.enum(['all', ...VOUCHER_KINDS]),
    year: z.number().int().nullable(),
    fromDate: optionalDate,
    toDate: optionalDate,
    voucherType: z.string().nullable(),
    text: z.string().trim().max(200, 'rules.tooLongText'),
  })
  .superRefine(checkDateRange);

/** The applied filters as the movement search takes them: both kinds, or one, and the voucher type. */
export type VoucherSearch = Omit<MovementSearch, 'sortBy' | 'sortDesc'>;

export function toVoucherSearch(values: VoucherFilterValues): VoucherSearch {
  const text = values.text.trim();
  const kinds = values.kind === 'all' ? VOUCHER_KINDS : [values.kind];
  return {
    types: kinds.map(movementTypeOf),
    ...(values.year ? { year: values.year } : {}),
    ...(values.fromDate && values.toDate ? { fromDate: values.fromDate, toDate: values.toDate } : {}),
    ...(values.voucherType ? { voucherType: values.voucherType } : {}),
    ...(text ? { text } : {}),
  };
}

/** Whether any filter is set, to tell "no vouchers yet" from "no voucher matches". */
export function hasVoucherFilters(search: VoucherSearch): boolean {
  const { types, ...rest } = search;
  return Object.keys(rest).length > 0 || (types?.length ?? 0) < VOUCHER_KINDS.length;
}

/** Grid column → the movement search's sort key. */
export const VOUCHER_SORT_KEYS = { number: 'number', date: 'date', totalValue: 'totalValue' } as const;
