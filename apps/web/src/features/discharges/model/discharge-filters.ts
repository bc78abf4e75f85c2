import type { MovementSearch } from '@inventario/shared/contracts/movements';
import { MOVEMENT_TYPE } from '@inventario/shared/domain/movements/movement-types';
import { z } from 'zod';
import { checkDateRange, optionalDate, wholeNumberFilter } from '@/components/forms/form-fields.ts';
import { type GoodsFilterValues, goodsFiltersShape, toGoodsSearch } from '@/features/movements';

/** A debtor as forms hold it: chosen in the debtor search, shown by name. */
export interface ChosenDebtor {
  id: number;
  description: string;
}

export const chosenDebtorSchema = z.object({ id: z.number().int().positive(), description: z.string() });

/**
 * The filters of the discharge list (spec 02 §2, those that apply to discharges: the goods' typology,
 * not their availability, as a discharge's goods have all left).
 */
export interface DischargeFilterValues extends Pick<GoodsFilterValues, 'typology'> {
  number: string;
  year: number | null;
  fromDate: string | null;
  toDate: string | null;
  debtor: ChosenDebtor | null;
  text: string;
}

export const EMPTY_DISCHARGE_FILTERS: DischargeFilterValues = {
  number: '',
  year: null,
  fromDate: null,
  toDate: null,
  debtor: null,
  text: '',
  typology: null,
};

/**
 * Spec 02 §5: a range needs both its ends ("both fields must be specified for a range") and its start
 * cannot follow its end; a voucher number is a positive whole number.
 */
export const dischargeFiltersSchema = z
  .object({
    number: wholeNumberFilter,
    year: z.number().int().nullable(),
    fromDate: optionalDate,
    toDate: optionalDate,
    debtor: chosenDebtorSchema.nullable(),
    text: z.string().trim().max(200, 'rules.tooLongText'),
    typology: goodsFiltersShape.typology,
  })
  .superRefine(checkDateRange);

/** The validated filters as the movement search of discharges (type 2). */
export function toDischargeSearch(values: DischargeFilterValues): MovementSearch {
  const text = values.text.trim();
  const number = values.number.trim();
  return {
    type: MOVEMENT_TYPE.discharge,
    ...(number ? { number: Number(number) } : {}),
    ...(values.year ? { year: values.year } : {}),
    ...(values.fromDate && values.toDate ? { fromDate: values.fromDate, toDate: values.toDate } : {}),
    ...(values.debtor ? { debtorId: values.debtor.id } : {}),
    ...(text ? { text } : {}),
    ...toGoodsSearch({ typology: values.typology, availableAssets: false }),
  };
}

/** Whether any filter is set, to tell "no discharges yet" from "no discharge matches". */
export function hasDischargeFilters(search: MovementSearch): boolean {
  return Object.keys(search).some((key) => key !== 'type');
}
