import type { RegisterKind } from '@inventario/shared/contracts/catalogue';
import { type SQL, sql } from 'drizzle-orm';
import type { RowReader } from '../../db/client.ts';
import { linesWorth } from '../movement-ledger/index.ts';

interface CountCents {
  inventoryCount: number;
  inventoryCents: number;
  durableCount: number;
  durableCents: number;
}

export interface DashboardRow {
  last_movements: {
    id: number;
    type: number;
    year: number;
    number: number;
    date: string;
    causal: string | null;
    party: string | null;
    totalCents: number;
    inventoryCents: number;
    durableCents: number;
    assetCount: number;
  }[];
  financial_year: { year: number; status: number } | null;
  year_movements: { type: number; count: number; cents: number }[];
  inventory_value: CountCents;
  categories: (CountCents & {
    id: number;
    code: string;
    description: string;
    registerId: number;
    registerKind: RegisterKind;
    registerDescription: string;
  })[];
  movable_subcategories: (CountCents & {
    id: number;
    code: string;
    description: string;
    categoryId: number;
    categoryCode: string;
    categoryDescription: string;
  })[];
  pending: { waitingAssets: number; assetsInProposals: number; openProposals: number };
}

/** The four sums of a group of `held` rows, as JSON object members. */
const sums = sql.raw(`'inventoryCount', coalesce(sum(inventory_count), 0),
  'inventoryCents', coalesce(sum(inventory_cents), 0),
  'durableCount', coalesce(sum(durable_count), 0),
  'durableCents', coalesce(sum(durable_cents), 0)`);

/**
 * The five cards in one statement (one round trip with `readInOneTrip`), every figure aggregated by
 * PostgreSQL. The school's assets in the inventory (charged, or in a discharge proposal) are read once
 * through the status index and summed per subcategory (`held`); categories, the movable register's
 * subcategories and the inventory's value roll up from those few rows. The financial year is today's,
 * else the latest the school has. Every table is filtered by the school as well as by row-level
 * security, so the indexes that lead with it serve.
 */
export function dashboardQuery(customerCode: string, todayYear: number): SQL {
  const code = customerCode;
  return sql`with fy as (
      select year, status from financial_years where customer_code = ${code}
      order by (year = ${todayYear}) desc, year desc limit 1
    ),
    held as (
      select subcategory_id,
        count(*) filter (where asset_class = 'inventory') as inventory_count,
        sum(actual_price_cents) filter (where asset_class = 'inventory') as inventory_cents,
        count(*) filter (where asset_class <> 'inventory') as durable_count,
        sum(actual_price_cents) filter (where asset_class <> 'inventory') as durable_cents
      from assets where customer_code = ${code} and status in (2, 3)
      group by subcategory_id
    ),
    placed as (
      select held.*, s.code as s_code, s.description as s_description,
        c.id as c_id, c.code as c_code, c.description as c_description,
        r.id as r_id, r.kind as r_kind, r.description as r_description, r.position as r_position
      from held
      join subcategories s on s.customer_code = ${code} and s.id = held.subcategory_id
      join categories c on c.customer_code = ${code} and c.id = s.category_id
      join registers r on r.customer_code = ${code} and r.id = c.register_id
    )
    select
      (select coalesce(json_agg(last order by last.date desc, last.created desc, last.id desc), '[]'::json)
        from (
          select m.id, m.type, m.year, m.number, m.date, m.causal, m.created_at as created,
            coalesce(cr.display_name, de.display_name) as party, m.total_cents as "totalCents",
            lines.inventory_cents as "inventoryCents", lines.durable_cents as "durableCents",
            lines.asset_count as "assetCount"
          from (select * from movements where customer_code = ${code}
            order by date desc, created_at desc, id desc limit 3) m
          left join creditors cr on cr.customer_code = ${code} and cr.id = m.creditor_id
          left join debtors de on de.customer_code = ${code} and de.id = m.debtor_id
          cross join lateral (${linesWorth(code, sql`m.id`)}) as lines
        ) as last) as last_movements,
      (select row_to_json(fy) from fy) as financial_year,
      (select coalesce(json_agg(t order by t.type), '[]'::json)
        from (
          select type, count(*)::int as count, sum(total_cents) as cents from movements
          where customer_code = ${code} and year = (select year from fy)
          group by type
        ) as t) as year_movements,
      (select json_build_object(${sums}) from held) as inventory_value,
      (select coalesce(json_agg(c order by c.position, c.code, c.id), '[]'::json)
        from (
          select c_id as id, c_code as code, c_description as description, r_id as "registerId",
            r_kind as "registerKind", r_description as "registerDescription", min(r_position) as position,
            sum(inventory_count) as "inventoryCount", coalesce(sum(inventory_cents), 0) as "inventoryCents",
            sum(durable_count) as "durableCount", coalesce(sum(durable_cents), 0) as "durableCents"
          from placed
          group by c_id, c_code, c_description, r_id, r_kind, r_description
        ) as c) as categories,
      (select coalesce(json_agg(s order by s."categoryCode", s.code, s.id), '[]'::json)
        from (
          select subcategory_id as id, s_code as code, s_description as description, c_id as "categoryId",
            c_code as "categoryCode", c_description as "categoryDescription",
            inventory_count as "inventoryCount", coalesce(inventory_cents, 0) as "inventoryCents",
            durable_count as "durableCount", coalesce(durable_cents, 0) as "durableCents"
          from placed where r_kind = 'movable'
        ) as s) as movable_subcategories,
      (select json_build_object(
          'waitingAssets', count(*) filter (where status = 1),
          'assetsInProposals', count(*) filter (where status = 3),
          'openProposals', (select count(*) from movements p
            where p.customer_code = ${code} and p.type = 3 and not exists (
              select 1 from discharge_proposals dp
              where dp.customer_code = ${code} and dp.proposal_id = p.id)))
        from assets where customer_code = ${code} and status in (1, 3)) as pending`;
}

/** The dashboard's one row. */
export async function readDashboard(
  rowsOf: RowReader,
  customerCode: string,
  todayYear: number,
): Promise<DashboardRow> {
  const [row] = await rowsOf<DashboardRow>(dashboardQuery(customerCode, todayYear));
  if (!row) throw new Error('the dashboard statement answers one row');
  return row;
}
