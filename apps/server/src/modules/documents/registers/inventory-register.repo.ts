import { ASSET_STATUS } from '@inventario/shared/contracts/assets';
import { MOVEMENT_TYPE } from '@inventario/shared/domain/movements/movement-types';
import { type SQL, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../../db/client.ts';
import type { InventoryRegisterAsset } from './inventory-register.ts';

type Raw = Record<string, string | number | null>;

const text = (value: string | number | null | undefined) => (value == null ? null : String(value));

function toAsset(r: Raw): InventoryRegisterAsset {
  return {
    inventoryNumber: Number(r.inventory_number),
    description: String(r.description),
    quantity: Number(r.quantity),
    categoryCode: String(r.category_code),
    subcategoryCode: String(r.subcategory_code),
    location: text(r.location),
    chargeDate: text(r.charge_date),
    chargeVoucher:
      r.voucher_number == null ? null : { number: Number(r.voucher_number), year: Number(r.voucher_year) },
    historicalValueCents: Number(r.historical_cents),
    actualValueCents: Number(r.actual_at_date_cents),
    notes: r.in_proposal ? ['in proposta di scarico'] : [],
  };
}

/**
 * The register's inventory assets as they stood at `atDate` (spec 01 §3, DOMAIN §6): charged on or
 * before it and not discharged by then, each with its actual value at that date — today's, with the
 * value vouchers dated after it taken back (depreciation included) — in inventory-number order.
 */
export async function registerAssetsAt(
  tx: Tx,
  customerCode: string,
  registerId: number,
  atDate: string,
): Promise<InventoryRegisterAsset[]> {
  const linesOf = (types: SQL, dates: SQL) => sql`select ma.asset_id, m.type, ma.variation_cents
    from movements m
    join movement_assets ma on ma.customer_code = m.customer_code and ma.movement_id = m.id
    where m.customer_code = ${customerCode} and m.type in (${types}) and ${dates}`;
  const rows = await queryRows<Raw>(
    tx,
    sql`with later_vouchers as (
        select asset_id, sum(case when type = ${MOVEMENT_TYPE.increase} then variation_cents else -variation_cents end) as cents
        from (${linesOf(sql`${MOVEMENT_TYPE.decrease}, ${MOVEMENT_TYPE.increase}`, sql`m.date > ${atDate}`)}) v
        group by asset_id),
      discharged as (${linesOf(sql`${MOVEMENT_TYPE.discharge}`, sql`m.date <= ${atDate}`)}),
      proposed as (${linesOf(sql`${MOVEMENT_TYPE.proposal}`, sql`m.date <= ${atDate}`)})
      select a.inventory_number, a.description, a.quantity, c.code as category_code,
        s.code as subcategory_code, a.charge_date, cm.number as voucher_number, cm.year as voucher_year,
        case when l.id is null then null else st.code || '/' || l.code || ' ' || l.description end as location,
        a.historical_price_cents as historical_cents,
        a.actual_price_cents - coalesce(lv.cents, 0) as actual_at_date_cents,
        a.status = ${ASSET_STATUS.inProposal} and exists (select 1 from proposed p where p.asset_id = a.id) as in_proposal
      from assets a
      join subcategories s on s.customer_code = a.customer_code and s.id = a.subcategory_id
      join categories c on c.customer_code = s.customer_code and c.id = s.category_id
      left join movements cm on cm.customer_code = a.customer_code and cm.id = a.charge_movement_id
      left join locations l on l.customer_code = a.customer_code and l.id = a.location_id
      left join sites st on st.customer_code = l.customer_code and st.id = l.site_id
      left join later_vouchers lv on lv.asset_id = a.id
      where a.customer_code = ${customerCode} and a.register_id = ${registerId}
        and a.asset_class = 'inventory' and a.inventory_number is not null
        and a.charge_date <= ${atDate}
        and not exists (select 1 from discharged d where d.asset_id = a.id)
      order by a.inventory_number, a.id`,
  );
  return rows.map(toAsset);
}
