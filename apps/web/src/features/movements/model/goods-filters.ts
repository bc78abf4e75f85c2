import type { MovementSearch } from '@inventario/shared/contracts/movements';
import { z } from 'zod';

/**
 * The movement lists' filters on the goods a voucher holds (spec 02 §2): their typology (inventory or
 * durable, spec 02 §1) and whether the voucher still holds available assets (charged, neither in a
 * discharge proposal nor discharged).
 */
export interface GoodsFilterValues {
  typology: 'inventory' | 'durable' | null;
  availableAssets: boolean;
}

export const EMPTY_GOODS_FILTERS: GoodsFilterValues = { typology: null, availableAssets: false };

export const goodsFiltersShape = {
  typology: z.enum(['inventory', 'durable']).nullable(),
  availableAssets: z.boolean(),
};

/** The chosen filters as the movement search's fields; none chosen adds none. */
export function toGoodsSearch(
  values: GoodsFilterValues,
): Pick<MovementSearch, 'typology' | 'availableAssets'> {
  return {
    ...(values.typology ? { typology: values.typology } : {}),
    ...(values.availableAssets ? { availableAssets: true } : {}),
  };
}
