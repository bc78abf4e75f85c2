import { type SQL, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../../db/client.ts';
import { heldAt } from '../holdings/holdings.repo.ts';
import type { HeldAsset } from './held-assets.ts';

type Raw = Record<string, string | number | null>;
const text = (value: string | number | null | undefined) => (value == null ? null : String(value));

function toHeldAsset(r: Raw): HeldAsset {
  const durable = r.asset_class === 'durable';
  const number = durable ? r.durable_number : r.inventory_number;
  return {
    assetClass: durable ? 'durable' : 'inventory',
    number: number == null ? null : Number(number),
    register: String(r.register),
    description: String(r.description),
    quantity: Number(r.quantity),
    categoryCode: String(r.category_code),
    subcategoryCode: String(r.subcategory_code),
    chargeDate: text(r.charge_date),
    historicalValueCents: Number(r.historical_cents),
    actualValueCents: Number(r.actual_cents),
    location:
      r.location_id == null
        ? null
        : {
            id: Number(r.location_id),
            code: String(r.location_code),
            description: String(r.location_description),
            siteCode: String(r.site_code),
            siteDescription: String(r.site_description),
            subConsigneeId: r.sub_consignee_id == null ? null : Number(r.sub_consignee_id),
          },
  };
}

/**
 * The school's assets in the registers at `atDate` (`heldAt`) that `where` keeps (a condition on `a`,
 * `l`, `st`), by site and location code (unplaced last), then register, class (inventory first) and
 * number. An asset is listed where it stood at the date (`l` is that location, `a.location_at_id`).
 */
export async function heldAssetsAt(
  tx: Tx,
  customerCode: string,
  atDate: string,
  where: SQL,
): Promise<HeldAsset[]> {
  const rows = await queryRows<Raw>(
    tx,
    sql`select a.asset_class, a.inventory_number, a.durable_number, r.description as register,
        a.description, a.quantity, c.code as category_code, s.code as subcategory_code, a.charge_date,
        a.historical_price_cents as historical_cents, a.value_at_cents as actual_cents,
        l.id as location_id, l.code as location_code, l.description as location_description,
        l.sub_consignee_id, st.code as site_code, st.description as site_description
      from ${heldAt(customerCode, atDate)} a
      join registers r on r.customer_code = a.customer_code and r.id = a.register_id
      join subcategories s on s.customer_code = a.customer_code and s.id = a.subcategory_id
      join categories c on c.customer_code = s.customer_code and c.id = s.category_id
      left join locations l on l.customer_code = a.customer_code and l.id = a.location_at_id
      left join sites st on st.customer_code = l.customer_code and st.id = l.site_id
      where ${where}
      order by st.code nulls last, l.code, l.id, r.position, a.asset_class desc,
        a.inventory_number, a.durable_number, a.id`,
  );
  return rows.map(toHeldAsset);
}
