import type { MovementSearch } from '@inventario/shared/contracts/movements';
import type { ValueVoucherKind } from '@inventario/shared/domain/movements/value-voucher';
import { z } from 'zod';
import { optionalDate } from '@/features/charges/model/form-fields.ts';
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
  .superRefine(({ fromDate, toDate }, context) => {
    if (fromDate && !toDate)
      context.addIssue({ code: 'custom', path: ['toDate'], message: 'rules.bothRangeFields' });
    if (toDate && !fromDate)
      context.addIssue({ code: 'custom', path: ['fromDate'], message: 'rules.bothRangeFields' });
    if (fromDate && toDate && fromDate > toDate)
      context.addIssue({ code: 'custom', path: ['toDate'], message: 'rules.notValid' });
  });

/**
 * The applied filters as the list asks them: the movement search shared by both kinds (without its
 * one `type`), the kinds to search (one call each), and the voucher type, which the movement search
 * cannot filter (it is applied to the vouchers found).
 */
export interface VoucherQuery {
  search: Omit<MovementSearch, 'type'>;
  kinds: ValueVoucherKind[];
  voucherType: string | null;
}

export function toVoucherQuery(values: VoucherFilterValues): VoucherQuery {
  const text = values.text.trim();
  const kinds = values.kind === 'all' ? VOUCHER_KINDS : [values.kind];
  return {
    search: {
      ...(values.year ? { year: values.year } : {}),
      ...(values.fromDate && values.toDate ? { fromDate: values.fromDate, toDate: values.toDate } : {}),
      ...(text ? { text } : {}),
    },
    kinds: kinds.map(movementTypeOf),
    voucherType: values.voucherType,
  };
}

/** Whether any filter is set, to tell "no vouchers yet" from "no voucher matches". */
export function hasVoucherFilters(query: VoucherQuery): boolean {
  return Object.keys(query.search).length > 0 || query.kinds.length < 2 || query.voucherType !== null;
}
