import { ASSET_STATUS } from '@inventario/shared/contracts/assets';
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../../db/client.ts';
import { inRegister } from '../holdings/holdings.ts';
import type { OriginalNumberAsset } from './assets-by-original-number.ts';

type Raw = Record<string, string | number | null>;

function toAsset(r: Raw): OriginalNumberAsset {
  const durable = r.asset_class === 'durable';
  const number = durable ? r.durable_number : r.inventory_number;
  return {
    originalNumber: String(r.original_inventory_number),
    assetClass: durable ? 'durable' : 'inventory',
    number: number == null ? null : Number(number),
    register: String(r.register),
    description: String(r.description),
    location: r.location == null ? null : String(r.location),
    historicalValueCents: Number(r.historical_price_cents),
    actualValueCents: Number(r.actual_price_cents),
  };
}

/**
 * The assets in the registers now (charged, or in a discharge proposal) whose original inventory
 * number is in the range, compared as text as the labels by original number do, in that order.
 */
export async function originalNumberAssets(
  tx: Tx,
  customerCode: string,
  range: {
    originalInventoryNumberFrom: string;
    originalInventoryNumberTo: string;
    idRegister?: number | undefined;
  },
): Promise<OriginalNumberAsset[]> {
  const rows = await queryRows<Raw>(
    tx,
    sql`select a.original_inventory_number, a.asset_class, a.inventory_number, a.durable_number,
        r.description as register, a.description, a.historical_price_cents, a.actual_price_cents,
        case when l.id is null then null else st.code || '/' || l.code || ' ' || l.description end as location
      from assets a
      join registers r on r.customer_code = a.customer_code and r.id = a.register_id
      left join locations l on l.customer_code = a.customer_code and l.id = a.location_id
      left join sites st on st.customer_code = l.customer_code and st.id = l.site_id
      where a.customer_code = ${customerCode}
        and a.status in (${ASSET_STATUS.charged}, ${ASSET_STATUS.inProposal})
        and a.original_inventory_number between ${range.originalInventoryNumberFrom}
          and ${range.originalInventoryNumberTo}
        and ${inRegister(range.idRegister)}
      order by a.original_inventory_number, r.position, a.inventory_number, a.durable_number, a.id`,
  );
  return rows.map(toAsset);
}
