import { MOVEMENT_TYPE } from '@inventario/shared/domain/movements/movement-types';
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../../db/client.ts';
import { AppError } from '../../../http/app-error.ts';
import { heldAt } from '../holdings/holdings.repo.ts';
import type { ModelKSubcategory } from './model-k.ts';
import { DEPRECIATION_VOUCHER } from './movement-register.ts';

type Raw = Record<string, string | number | null>;

const { charge, discharge, decrease, increase } = MOVEMENT_TYPE;

/** The inventory assets Model K counts: numbered in an inventory register, durable assets left out. */
const INVENTORY_ASSET = sql`a.asset_class = 'inventory' and a.inventory_number is not null`;

/**
 * Each subcategory's value at 1 January and its year's movements (DOMAIN §6). The opening value is
 * the actual value at 31 December of the year before of the assets in the registers then (`heldAt`,
 * as the inventory register reads them): today's, with the value vouchers dated after it taken back. The year's figures are the movement lines: a charge's and a discharge's line value, a
 * voucher's variation; a merge's charge and discharge (DOMAIN §9) apart from the others.
 */
function figuresQuery(customerCode: string, year: number) {
  const before = `${year - 1}-12-31`;
  const [first, last] = [`${year}-01-01`, `${year}-12-31`];
  return sql`
    with opening as (
      select a.subcategory_id, sum(a.value_at_cents) as cents
      from ${heldAt(customerCode, before)} a
      where ${INVENTORY_ASSET}
      group by a.subcategory_id
    ),
    flows as (
      select a.subcategory_id,
        sum(case when m.type = ${charge} and m.merge_id is null then ma.value_cents else 0 end) as charges,
        sum(case when m.type = ${charge} and m.merge_id is not null then ma.value_cents else 0 end)
          as merge_charges,
        sum(case when m.type = ${increase} then ma.variation_cents else 0 end) as increase_vouchers,
        sum(case when m.type = ${discharge} and m.merge_id is null then ma.value_cents else 0 end) as discharges,
        sum(case when m.type = ${discharge} and m.merge_id is not null then ma.value_cents else 0 end)
          as merge_discharges,
        sum(case when m.type = ${decrease} and m.voucher_type = ${DEPRECIATION_VOUCHER}
          then ma.variation_cents else 0 end) as depreciation,
        sum(case when m.type = ${decrease} and m.voucher_type is distinct from ${DEPRECIATION_VOUCHER}
          then ma.variation_cents else 0 end) as decrease_vouchers
      from movement_assets ma
      join movements m on m.customer_code = ma.customer_code and m.id = ma.movement_id
      join assets a on a.customer_code = ma.customer_code and a.id = ma.asset_id
      where ma.customer_code = ${customerCode} and ${INVENTORY_ASSET}
        and m.type in (${charge}, ${discharge}, ${decrease}, ${increase})
        and m.date between ${first} and ${last}
      group by a.subcategory_id
    )
    select s.id, s.code as subcategory_code, s.description as subcategory_description,
      c.code as category_code, c.description as category_description, r.description as register,
      g.code as aggregation_code, g.description as aggregation_description,
      coalesce(o.cents, 0) as opening, coalesce(f.charges, 0) as charges,
      coalesce(f.merge_charges, 0) as merge_charges, coalesce(f.increase_vouchers, 0) as increase_vouchers,
      coalesce(f.discharges, 0) as discharges, coalesce(f.merge_discharges, 0) as merge_discharges,
      coalesce(f.depreciation, 0) as depreciation, coalesce(f.decrease_vouchers, 0) as decrease_vouchers
    from subcategories s
    join categories c on c.customer_code = s.customer_code and c.id = s.category_id
    join registers r on r.customer_code = c.customer_code and r.id = c.register_id
    left join aggregations g on g.customer_code = s.customer_code and g.id = s.aggregation_id
    left join opening o on o.subcategory_id = s.id
    left join flows f on f.subcategory_id = s.id
    where s.customer_code = ${customerCode} and (o.subcategory_id is not null or f.subcategory_id is not null)
    order by g.code, r.description, c.code, s.code`;
}

function toSubcategory(r: Raw): ModelKSubcategory {
  return {
    aggregation: {
      code: String(r.aggregation_code ?? ''),
      description: String(r.aggregation_description ?? ''),
    },
    register: String(r.register),
    category: { code: String(r.category_code), description: String(r.category_description) },
    subcategory: { code: String(r.subcategory_code), description: String(r.subcategory_description) },
    openingCents: Number(r.opening),
    chargesCents: Number(r.charges),
    mergeChargesCents: Number(r.merge_charges),
    increaseVouchersCents: Number(r.increase_vouchers),
    dischargesCents: Number(r.discharges),
    mergeDischargesCents: Number(r.merge_discharges),
    depreciationCents: Number(r.depreciation),
    decreaseVouchersCents: Number(r.decrease_vouchers),
  };
}

/** The subcategories Model K prints for the year: those with inventory assets held or moved in it. */
export async function modelKSubcategories(tx: Tx, customerCode: string, year: number) {
  return (await queryRows<Raw>(tx, figuresQuery(customerCode, year))).map(toSubcategory);
}

/**
 * Refuses Model K while a subcategory holding inventory assets feeds no Model K line (DOMAIN §6:
 * every subcategory needs an aggregation before it can print).
 */
export async function checkAggregations(tx: Tx, customerCode: string): Promise<void> {
  const missing = await queryRows<{ code: string }>(
    tx,
    sql`select distinct c.code || '.' || s.code as code
      from subcategories s
      join categories c on c.customer_code = s.customer_code and c.id = s.category_id
      where s.customer_code = ${customerCode} and s.aggregation_id is null
        and exists (select 1 from assets a where a.customer_code = s.customer_code
          and a.subcategory_id = s.id and ${INVENTORY_ASSET})
      order by 1`,
  );
  if (missing.length > 0) {
    throw new AppError('missingAggregations', 'Subcategories without an aggregation', {
      subcategories: missing.map((row) => row.code),
    });
  }
}
