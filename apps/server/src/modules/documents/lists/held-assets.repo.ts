import { MOVEMENT_TYPE } from '@inventario/shared/domain/movements/movement-types';
import { type SQL, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../../db/client.ts';
import type { HeldAsset } from './held-assets.ts';

/**
 * The actual value of asset `a` at `atDate`: today's, with the value vouchers dated after the date
 * taken back (depreciation included) — the inventory register's rule (registers/inventory-register.repo.ts).
 */
export function actualValueAt(atDate: string): SQL {
  return sql`a.actual_price_cents - coalesce((
      select sum(case when m.type = ${MOVEMENT_TYPE.increase} then ma.variation_cents else -ma.variation_cents end)
      from movement_assets ma
      join movements m on m.customer_code = ma.customer_code and m.id = ma.movement_id
      where ma.customer_code = a.customer_code and ma.asset_id = a.id
        and m.type in (${MOVEMENT_TYPE.decrease}, ${MOVEMENT_TYPE.increase}) and m.date > ${atDate}
    ), 0)`;
}

/**
 * Asset `a` is in the registers at `atDate`: numbered, charged on or before it and not discharged by
 * then — the inventory register's rule, for durable assets too.
 */
export function inRegistersAt(atDate: string): SQL {
  return sql`(a.inventory_number is not null or a.durable_number is not null)
    and a.charge_date <= ${atDate}
    and not exists (
      select 1 from movement_assets ma
      join movements m on m.customer_code = ma.customer_code and m.id = ma.movement_id
      where ma.customer_code = a.customer_code and ma.asset_id = a.id
        and m.type = ${MOVEMENT_TYPE.discharge} and m.date <= ${atDate}
    )`;
}

/** Asset `a` is in one of the locations, or anywhere in the site when none is chosen. */
export function inPlaces(places: { idSite: number; idLocationList: readonly number[] }): SQL {
  if (places.idLocationList.length === 0) {
    return sql`a.location_id in (select id from locations where customer_code = a.customer_code and site_id = ${places.idSite})`;
  }
  const ids = sql.join(
    places.idLocationList.map((id) => sql`${id}`),
    sql`, `,
  );
  return sql`a.location_id in (${ids})`;
}

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
 * The school's assets in the registers at `atDate` that `where` keeps (a condition on `a`, `l`, `st`),
 * by site and location code (unplaced last), then register, class (inventory first) and number.
 * An asset is listed where it is now: the history of its places is not read.
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
        a.historical_price_cents as historical_cents, ${actualValueAt(atDate)} as actual_cents,
        l.id as location_id, l.code as location_code, l.description as location_description,
        l.sub_consignee_id, st.code as site_code, st.description as site_description
      from assets a
      join registers r on r.customer_code = a.customer_code and r.id = a.register_id
      join subcategories s on s.customer_code = a.customer_code and s.id = a.subcategory_id
      join categories c on c.customer_code = s.customer_code and c.id = s.category_id
      left join locations l on l.customer_code = a.customer_code and l.id = a.location_id
      left join sites st on st.customer_code = l.customer_code and st.id = l.site_id
      where a.customer_code = ${customerCode} and ${inRegistersAt(atDate)} and ${where}
      order by st.code nulls last, l.code, l.id, r.position, a.asset_class desc,
        a.inventory_number, a.durable_number, a.id`,
  );
  return rows.map(toHeldAsset);
}
