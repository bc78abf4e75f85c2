import type { MovementSearch } from '@inventario/shared/contracts/movements';
import { MOVEMENT_TYPE } from '@inventario/shared/domain/movements/movement-types';
import { z } from 'zod';
import { checkDateRange, optionalDate, wholeNumberFilter } from '@/components/forms/form-fields.ts';
import {
  EMPTY_GOODS_FILTERS,
  type GoodsFilterValues,
  goodsFiltersShape,
  toGoodsSearch,
} from '@/features/movements';
import type { ChosenCreditor } from './charge-details-form.ts';

/** The filters of the charge list (spec 02 §2, those that apply to charges, the goods' typology and availability too). */
export interface ChargeFilterValues extends GoodsFilterValues {
  number: string;
  date: string | null;
  fromDate: string | null;
  toDate: string | null;
  creditor: ChosenCreditor | null;
  year: number | null;
  text: string;
}

export const EMPTY_CHARGE_FILTERS: ChargeFilterValues = {
  number: '',
  date: null,
  fromDate: null,
  toDate: null,
  creditor: null,
  year: null,
  text: '',
  ...EMPTY_GOODS_FILTERS,
};

/**
 * Spec 02 §5: a range needs both its ends ("both fields must be specified for a range"), and its start
 * cannot follow its end. A voucher number is a positive whole number.
 */
export const chargeFiltersSchema = z
  .object({
    number: wholeNumberFilter,
    date: optionalDate,
    fromDate: optionalDate,
    toDate: optionalDate,
    creditor: z.object({ id: z.number().int().positive(), description: z.string() }).nullable(),
    year: z.number().int().nullable(),
    text: z.string().trim().max(200, 'rules.tooLongText'),
    ...goodsFiltersShape,
  })
  .superRefine(checkDateRange);

/** The validated filters as the movement search of charges. */
export function toChargeSearch(values: ChargeFilterValues): MovementSearch {
  const text = values.text.trim();
  const number = values.number.trim();
  return {
    type: MOVEMENT_TYPE.charge,
    ...(number ? { number: Number(number) } : {}),
    ...(values.date ? { date: values.date } : {}),
    ...(values.fromDate && values.toDate ? { fromDate: values.fromDate, toDate: values.toDate } : {}),
    ...(values.creditor ? { creditorId: values.creditor.id } : {}),
    ...(values.year ? { year: values.year } : {}),
    ...(text ? { text } : {}),
    ...toGoodsSearch(values),
  };
}

/** Whether any filter is set, to tell "no charges yet" from "no charge matches". */
export function hasChargeFilters(search: MovementSearch): boolean {
  return Object.keys(search).some((key) => key !== 'type');
}
