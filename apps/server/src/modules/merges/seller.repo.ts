import { ASSET_STATUS } from '@inventario/shared/contracts/assets';
import type { SellerPending } from '@inventario/shared/domain/merges/merge-blockers';
import { DISCHARGE_HISTORY_ACTION } from '@inventario/shared/domain/movements/discharge';
import { WAREHOUSE_SOURCE } from '@inventario/shared/domain/movements/external-selection';
import { type SQL, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.ts';

/**
 * The seller's side of a merge: what blocks it, its sites and the goods in use there, and the set-based
 * writing of the merge discharge (one statement per table whatever the number of goods).
 */

/** Goods in use in the chosen sites: charged, in a location of one of them (with their register and site). */
const goodsInSites = (customerCode: string, siteIds: readonly number[]): SQL =>
  sql`from assets a join locations l on l.customer_code = a.customer_code and l.id = a.location_id
    join sites s on s.customer_code = l.customer_code and s.id = l.site_id
    join registers r on r.customer_code = a.customer_code and r.id = a.register_id
    where a.customer_code = ${customerCode} and a.status = ${ASSET_STATUS.charged}
      and l.site_id in (${sql.join(
        siteIds.map((id) => sql`${id}`),
        sql`, `,
      )})`;

export async function pendingCounts(tx: Tx, customerCode: string): Promise<SellerPending> {
  const [row] = await queryRows<{ waiting: number; warehouse: number; proposals: number }>(
    tx,
    sql`select
      (select count(*)::int from assets where customer_code = ${customerCode}
        and status = ${ASSET_STATUS.waiting}) as waiting,
      (select count(*)::int from external_movements where customer_code = ${customerCode}
        and source = ${WAREHOUSE_SOURCE} and charge_movement_id is null) as warehouse,
      (select count(*)::int from assets where customer_code = ${customerCode}
        and status = ${ASSET_STATUS.inProposal}) as proposals`,
  );
  return {
    waitingAssets: row?.waiting ?? 0,
    warehouseMovements: row?.warehouse ?? 0,
    assetsInProposals: row?.proposals ?? 0,
  };
}

export interface SellerSiteRow {
  id: number;
  code: string;
  description: string;
  address: string | null;
  city: string | null;
  assets: number;
  valueCents: number;
  mergeId: number | null;
}

export async function sellerSites(tx: Tx, customerCode: string): Promise<SellerSiteRow[]> {
  const rows = await queryRows<Omit<SellerSiteRow, 'valueCents'> & { value_cents: string }>(
    tx,
    sql`select s.id::int as id, s.code, s.description, s.address, s.city, count(a.id)::int as assets,
        coalesce(sum(a.actual_price_cents), 0)::text as value_cents, mps.merge_id::int as "mergeId"
      from sites s
      left join locations l on l.customer_code = s.customer_code and l.site_id = s.id
      left join assets a on a.customer_code = l.customer_code and a.location_id = l.id
        and a.status = ${ASSET_STATUS.charged}
      left join merge_package_sites mps on mps.customer_code = s.customer_code and mps.site_id = s.id
      where s.customer_code = ${customerCode}
      group by s.id, mps.merge_id
      order by s.code`,
  );
  return rows.map(({ value_cents, ...row }) => ({ ...row, valueCents: Number(value_cents) }));
}

export interface GoodsRow {
  id: number;
  register: string;
  assetClass: 'inventory' | 'durable';
  inventoryNumber: number | null;
  durableNumber: number | null;
  description: string;
  siteCode: string | null;
  locationDescription: string | null;
  valueCents: number;
}

/** The seller's order: register, inventory goods by number, then durable ones. */
const SELLER_ORDER = sql`r.position, a.asset_class = 'durable', coalesce(a.inventory_number, a.durable_number), a.id`;

export async function goodsPage(
  tx: Tx,
  customerCode: string,
  siteIds: readonly number[],
  page: { page: number; size: number },
): Promise<{ rows: GoodsRow[]; total: number; totalCents: number }> {
  if (siteIds.length === 0) return { rows: [], total: 0, totalCents: 0 };
  const rows = await queryRows<Omit<GoodsRow, 'valueCents'> & { value_cents: string }>(
    tx,
    sql`select a.id::int as id, r.kind as register, a.asset_class as "assetClass",
        a.inventory_number as "inventoryNumber", a.durable_number as "durableNumber", a.description,
        s.code as "siteCode", l.description as "locationDescription", a.actual_price_cents::text as value_cents
      ${goodsInSites(customerCode, siteIds)}
      order by ${SELLER_ORDER}
      limit ${page.size} offset ${(page.page - 1) * page.size}`,
  );
  const [totals] = await queryRows<{ total: number; cents: string }>(
    tx,
    sql`select count(*)::int as total, coalesce(sum(a.actual_price_cents), 0)::text as cents
      ${goodsInSites(customerCode, siteIds)}`,
  );
  return {
    rows: rows.map(({ value_cents, ...row }) => ({ ...row, valueCents: Number(value_cents) })),
    total: totals?.total ?? 0,
    totalCents: Number(totals?.cents ?? 0),
  };
}

/** Of the sites asked, those the school has. */
export async function knownSiteIds(tx: Tx, customerCode: string, siteIds: readonly number[]) {
  if (siteIds.length === 0) return [];
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`select id::int as id from sites where customer_code = ${customerCode}
      and id in (${sql.join(
        siteIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
  );
  return rows.map((r) => r.id);
}

/** Of the sites asked, those another merge's package took. */
export async function takenSiteIds(tx: Tx, customerCode: string, siteIds: readonly number[]) {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`select site_id::int as id from merge_package_sites where customer_code = ${customerCode}`,
  );
  const chosen = new Set(siteIds);
  return rows.map((r) => r.id).filter((id) => chosen.has(id));
}

/**
 * The merge discharge's lines (the goods in the seller's order, each at its actual value), the goods
 * discharged, and one history row each; answers how many goods and their value.
 */
export async function dischargeGoods(
  tx: Tx,
  writing: { customerCode: string; movementId: number; siteIds: readonly number[]; actor: string },
): Promise<{ goods: number; totalCents: number }> {
  const { customerCode, movementId, siteIds, actor } = writing;
  await tx.execute(
    sql`insert into movement_assets (customer_code, movement_id, asset_id, position, value_cents)
      select a.customer_code, ${movementId}, a.id, (row_number() over (order by ${SELLER_ORDER}))::int - 1,
        a.actual_price_cents
      ${goodsInSites(customerCode, siteIds)}`,
  );
  await tx.execute(
    sql`update assets a set status = ${ASSET_STATUS.discharged}, updated_at = now()
      from movement_assets ma where ma.customer_code = ${customerCode} and ma.movement_id = ${movementId}
        and a.customer_code = ma.customer_code and a.id = ma.asset_id`,
  );
  await tx.execute(
    sql`insert into asset_history (customer_code, asset_id, actor_username, action, movement_id, changes)
      select ma.customer_code, ma.asset_id, ${actor}, ${DISCHARGE_HISTORY_ACTION.discharge}, ma.movement_id,
        jsonb_build_object('status', jsonb_build_object('from', ${ASSET_STATUS.charged}::int,
          'to', ${ASSET_STATUS.discharged}::int))
      from movement_assets ma where ma.customer_code = ${customerCode} and ma.movement_id = ${movementId}`,
  );
  const [row] = await queryRows<{ goods: number; cents: string }>(
    tx,
    sql`select count(*)::int as goods, coalesce(sum(value_cents), 0)::text as cents from movement_assets
      where customer_code = ${customerCode} and movement_id = ${movementId}`,
  );
  return { goods: row?.goods ?? 0, totalCents: Number(row?.cents ?? 0) };
}

export async function setVoucherTotal(tx: Tx, customerCode: string, movementId: number, totalCents: number) {
  await tx.execute(
    sql`update movements set total_cents = ${totalCents}
      where customer_code = ${customerCode} and id = ${movementId}`,
  );
}
