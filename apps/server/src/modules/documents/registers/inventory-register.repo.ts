import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../../db/client.ts';
import { heldAt } from '../holdings/holdings.repo.ts';
import { isTrue } from '../holdings/holdings.ts';
import type { InventoryRegisterAsset } from './inventory-register.ts';

type Raw = Record<string, string | number | boolean | null>;

const text = (value: unknown) => (value == null ? null : String(value));

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
    notes: isTrue(r.in_proposal) ? ['in proposta di scarico'] : [],
  };
}

/**
 * The register's inventory assets as they stood at `atDate` (spec 01 §3, DOMAIN §6; the rule is
 * `heldAt`): charged on or before it and not discharged by then, each with its actual value at that
 * date and the place it stood in then, in inventory-number order.
 */
export async function registerAssetsAt(
  tx: Tx,
  customerCode: string,
  registerId: number,
  atDate: string,
): Promise<InventoryRegisterAsset[]> {
  const rows = await queryRows<Raw>(
    tx,
    sql`select a.inventory_number, a.description, a.quantity, c.code as category_code,
        s.code as subcategory_code, a.charge_date, cm.number as voucher_number, cm.year as voucher_year,
        case when l.id is null then null else st.code || '/' || l.code || ' ' || l.description end as location,
        a.historical_price_cents as historical_cents, a.value_at_cents as actual_at_date_cents,
        a.in_proposal_at as in_proposal
      from ${heldAt(customerCode, atDate)} a
      join subcategories s on s.customer_code = a.customer_code and s.id = a.subcategory_id
      join categories c on c.customer_code = s.customer_code and c.id = s.category_id
      left join movements cm on cm.customer_code = a.customer_code and cm.id = a.charge_movement_id
      left join locations l on l.customer_code = a.customer_code and l.id = a.location_at_id
      left join sites st on st.customer_code = l.customer_code and st.id = l.site_id
      where a.register_id = ${registerId} and a.asset_class = 'inventory' and a.inventory_number is not null
      order by a.inventory_number, a.id`,
  );
  return rows.map(toAsset);
}
