import type { RegisterKind } from '@inventario/shared/contracts/catalogue';
import type { AdjustmentKind } from '@inventario/shared/domain/renewal/adjustments';
import { type SQL, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.ts';
import { plannedRevaluation } from '../movement-ledger/index.ts';

/**
 * The revaluation in SQL, set-based: a handful of statements whatever the number of goods
 * (`bench/renewal.bench.ts`). The goods are those still in the registers (charged or in a discharge
 * proposal); each takes its mapped subcategory, and an inventory good takes the commission's estimate
 * where an estimateUp/estimateDown adjustment of the renewal set one, else keeps its actual value
 * (`domain/renewal/revaluation.ts` `revaluedCents`; `revaluation.test.ts` checks the two agree). Durable
 * goods, outside the registers' totals, change subcategory only.
 */

/** A good the revaluation changes (`v`: its `renewal_asset_values` row): its value or its subcategory. */
const moved = sql`(v.before_cents <> v.after_cents or v.subcategory_before <> v.subcategory_after)`;

/** The goods as the revaluation would take them now: `with planned as (…)`. */
function plannedGoods(customerCode: string, renewalId: number): SQL {
  return sql`planned as (${plannedRevaluation(customerCode, renewalId)})`;
}

/** The goods of the revaluation, `with goods as (…)`: planned now, or as done (`renewal_asset_values`). */
function goods(customerCode: string, renewalId: number, done: boolean): SQL {
  const source = done
    ? sql`select asset_id, before_cents, after_cents, subcategory_before, subcategory_after
        from renewal_asset_values where customer_code = ${customerCode} and renewal_id = ${renewalId}`
    : sql`select * from planned`;
  return sql`with ${plannedGoods(customerCode, renewalId)},
    goods as (
      select g.asset_id, g.before_cents, g.after_cents, g.subcategory_before, g.subcategory_after,
        a.description, a.inventory_number, a.register_id, r.kind as register_kind, r.position,
        adj.kind as adjustment, s.category_id
      from (${source}) g
      join assets a on a.customer_code = ${customerCode} and a.id = g.asset_id
      join registers r on r.customer_code = a.customer_code and r.id = a.register_id
      join subcategories s on s.customer_code = a.customer_code and s.id = g.subcategory_after
      left join renewal_adjustments adj on adj.customer_code = a.customer_code and adj.renewal_id = ${renewalId}
        and adj.asset_id = a.id
      where a.asset_class = 'inventory'
    )`;
}

export interface GoodFigures {
  assetId: number;
  registerKind: RegisterKind;
  categoryId: number;
  subcategoryId: number;
  beforeCents: number;
  afterCents: number;
  adjustment: AdjustmentKind | null;
}

type Raw = Record<string, string | number | null>;

/** Every inventory good's figures, for the summaries (20,000 rows of seven numbers). */
export async function goodFigures(
  tx: Tx,
  customerCode: string,
  renewalId: number,
  done: boolean,
): Promise<GoodFigures[]> {
  const rows = await queryRows<Raw>(
    tx,
    sql`${goods(customerCode, renewalId, done)}
      select asset_id, register_kind, category_id, subcategory_after, before_cents, after_cents, adjustment
      from goods`,
  );
  return rows.map((r) => ({
    assetId: Number(r.asset_id),
    registerKind: r.register_kind as RegisterKind,
    categoryId: Number(r.category_id),
    subcategoryId: Number(r.subcategory_after),
    beforeCents: Number(r.before_cents),
    afterCents: Number(r.after_cents),
    adjustment: (r.adjustment as AdjustmentKind | null) ?? null,
  }));
}

export interface GoodRow extends GoodFigures {
  description: string;
  inventoryNumber: number | null;
  subcategoryBefore: number;
}

/** A page of the goods, in register order then inventory number, with how many there are. */
export async function goodsPage(
  tx: Tx,
  customerCode: string,
  renewalId: number,
  done: boolean,
  window: { limit: number; offset: number },
): Promise<{ rows: GoodRow[]; total: number }> {
  const rows = await queryRows<Raw>(
    tx,
    sql`${goods(customerCode, renewalId, done)}
      select *, count(*) over () as total from goods
      order by position, register_id, inventory_number nulls last, asset_id
      limit ${window.limit} offset ${window.offset}`,
  );
  const total =
    rows.length > 0 ? Number(rows[0]?.total) : await countGoods(tx, customerCode, renewalId, done);
  return {
    total,
    rows: rows.map((r) => ({
      assetId: Number(r.asset_id),
      description: String(r.description),
      inventoryNumber: r.inventory_number === null ? null : Number(r.inventory_number),
      registerKind: r.register_kind as RegisterKind,
      categoryId: Number(r.category_id),
      subcategoryBefore: Number(r.subcategory_before),
      subcategoryId: Number(r.subcategory_after),
      beforeCents: Number(r.before_cents),
      afterCents: Number(r.after_cents),
      adjustment: (r.adjustment as AdjustmentKind | null) ?? null,
    })),
  };
}

async function countGoods(tx: Tx, customerCode: string, renewalId: number, done: boolean) {
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`${goods(customerCode, renewalId, done)} select count(*)::int as n from goods`,
  );
  return row?.n ?? 0;
}

export interface SubcategoryLabel {
  id: number;
  code: string;
  description: string;
  categoryId: number;
  categoryCode: string;
  categoryDescription: string;
  registerKind: RegisterKind;
  registerDescription: string;
}

/** The school's subcategories with their category and register, to name the summaries' keys. */
export async function subcategoryLabels(tx: Tx, customerCode: string): Promise<SubcategoryLabel[]> {
  const rows = await queryRows<Raw>(
    tx,
    sql`select s.id, s.code, s.description, c.id as category_id, c.code as category_code,
        c.description as category_description, r.kind as register_kind, r.description as register_description
      from subcategories s
      join categories c on c.customer_code = s.customer_code and c.id = s.category_id
      join registers r on r.customer_code = c.customer_code and r.id = c.register_id
      where s.customer_code = ${customerCode}`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    code: String(r.code),
    description: String(r.description),
    categoryId: Number(r.category_id),
    categoryCode: String(r.category_code),
    categoryDescription: String(r.category_description),
    registerKind: r.register_kind as RegisterKind,
    registerDescription: String(r.register_description),
  }));
}

export interface RevaluationVoucher {
  id: number;
  type: number;
  year: number;
  number: number;
  date: string;
  registerKind: RegisterKind;
  assets: number;
  totalCents: number;
}

/** The value vouchers the revaluation wrote, by type and number. */
export async function revaluationVouchers(
  tx: Tx,
  customerCode: string,
  renewalId: number,
): Promise<RevaluationVoucher[]> {
  const rows = await queryRows<Raw>(
    tx,
    // A voucher carries the goods of one register (`revalueGoods`): counted on the recorded values
    // alone, its register read from one of its goods.
    sql`select m.id, m.type, m.year, m.number, m.date::text as date, m.total_cents, r.kind as register_kind,
        v.assets
      from (
        select movement_id, count(*) as assets, min(asset_id) as asset_id from renewal_asset_values
        where customer_code = ${customerCode} and renewal_id = ${renewalId} and movement_id is not null
        group by movement_id
      ) v
      join movements m on m.customer_code = ${customerCode} and m.id = v.movement_id
      join assets a on a.customer_code = ${customerCode} and a.id = v.asset_id
      join registers r on r.customer_code = a.customer_code and r.id = a.register_id
      order by m.type desc, m.number`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    type: Number(r.type),
    year: Number(r.year),
    number: Number(r.number),
    date: String(r.date),
    registerKind: r.register_kind as RegisterKind,
    assets: Number(r.assets),
    totalCents: Number(r.total_cents),
  }));
}

export interface VoucherNeed {
  registerId: number;
  /** 1 the value rises (an increase voucher), -1 it falls (a decrease one). */
  direction: 1 | -1;
  assets: number;
  totalCents: number;
}

/** The vouchers the revaluation needs now: per register, one for the rises and one for the falls. */
export async function voucherNeeds(tx: Tx, customerCode: string, renewalId: number): Promise<VoucherNeed[]> {
  const rows = await queryRows<Raw>(
    tx,
    sql`with ${plannedGoods(customerCode, renewalId)}
      select a.register_id, sign(p.after_cents - p.before_cents)::int as direction, count(*) as assets,
        sum(abs(p.after_cents - p.before_cents)) as total_cents
      from planned p
      join assets a on a.customer_code = ${customerCode} and a.id = p.asset_id
      join registers r on r.customer_code = a.customer_code and r.id = a.register_id
      where p.after_cents <> p.before_cents
      group by r.position, a.register_id, sign(p.after_cents - p.before_cents)
      order by r.position, a.register_id, direction desc`,
  );
  return rows.map((r) => ({
    registerId: Number(r.register_id),
    direction: Number(r.direction) > 0 ? 1 : -1,
    assets: Number(r.assets),
    totalCents: Number(r.total_cents),
  }));
}

/**
 * The revaluation in one statement of data-modifying CTEs, from the goods planned once (`valued`:
 * every surviving good, before and after, and the voucher of its change: `voucherOf`, register and
 * direction → movement): the plan recorded in `renewal_asset_values`, the vouchers' lines (the new
 * value, the variation above zero, in inventory number order), the goods' new values and
 * subcategories (a HOT update: no indexed column changes, and `assets` keeps room on its pages), and a
 * history row per good changed from what that update returns. Answers the goods.
 */
export async function revalueGoods(
  tx: Tx,
  customerCode: string,
  renewalId: number,
  voucherOf: readonly { registerId: number; direction: 1 | -1; movementId: number }[],
  action: string,
  actorUsername: string,
): Promise<number> {
  const map =
    voucherOf.length === 0
      ? sql`select null::bigint, null::int, null::bigint where false`
      : sql`values ${sql.join(
          voucherOf.map((v) => sql`(${v.registerId}::bigint, ${v.direction}::int, ${v.movementId}::bigint)`),
          sql`, `,
        )}`;
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`with ${plannedGoods(customerCode, renewalId)},
      valued as materialized (
        select p.*, map.movement_id from planned p
        left join (${map}) as map(register_id, direction, movement_id)
          on map.register_id = p.register_id and map.direction = sign(p.after_cents - p.before_cents)
      ),
      inserted as (
        insert into renewal_asset_values (customer_code, renewal_id, asset_id, before_cents, after_cents,
          subcategory_before, subcategory_after, movement_id)
        select ${customerCode}, ${renewalId}, v.asset_id, v.before_cents, v.after_cents, v.subcategory_before,
          v.subcategory_after, v.movement_id
        from valued v
      ),
      lines as (
        insert into movement_assets (customer_code, movement_id, asset_id, position, value_cents, variation_cents)
        select ${customerCode}, v.movement_id, v.asset_id,
          (row_number() over (partition by v.movement_id order by v.inventory_number nulls last, v.asset_id) - 1)::int,
          v.after_cents, abs(v.after_cents - v.before_cents)
        from valued v
        where v.movement_id is not null
      ),
      changed as (
        update assets a set actual_price_cents = a.actual_price_cents + (v.after_cents - v.before_cents),
          subcategory_id = v.subcategory_after, updated_at = now()
        from valued v
        where a.customer_code = ${customerCode} and a.id = v.asset_id and ${moved}
        returning v.*
      ),
      history as (
        insert into asset_history (customer_code, asset_id, actor_username, action, movement_id, changes)
        select ${customerCode}, v.asset_id, ${actorUsername}, ${action}, v.movement_id, ${changes('before', 'after')}
        from changed v
      )
      select count(*)::int as n from valued`,
  );
  return row?.n ?? 0;
}

/** What a history row records of a good's change: its value and its subcategory, each when it moved. */
function changes(from: 'before' | 'after', to: 'before' | 'after'): SQL {
  const cents = (side: string) => sql.raw(`v.${side}_cents`);
  const sub = (side: string) => sql.raw(`v.subcategory_${side}`);
  return sql`jsonb_strip_nulls(jsonb_build_object(
    'actualPriceCents', case when v.before_cents <> v.after_cents
      then jsonb_build_object('from', ${cents(from)}, 'to', ${cents(to)}) end,
    'subcategoryId', case when v.subcategory_before <> v.subcategory_after
      then jsonb_build_object('from', ${sub(from)}, 'to', ${sub(to)}) end))`;
}

/**
 * The goods take their old values and subcategories back, each change with its history row, in one
 * statement: the variation given back as a value voucher's deletion gives it (actual − (after −
 * before)), which is the value before while nothing moved it since.
 */
export async function restoreValues(
  tx: Tx,
  customerCode: string,
  renewalId: number,
  action: string,
  actorUsername: string,
): Promise<void> {
  await tx.execute(sql`with changed as (
      update assets a set actual_price_cents = a.actual_price_cents - (v.after_cents - v.before_cents),
        subcategory_id = v.subcategory_before, updated_at = now()
      from renewal_asset_values v
      where v.customer_code = ${customerCode} and v.renewal_id = ${renewalId} and ${moved}
        and a.customer_code = v.customer_code and a.id = v.asset_id
      returning v.asset_id, v.before_cents, v.after_cents, v.subcategory_before, v.subcategory_after, v.movement_id
    )
    insert into asset_history (customer_code, asset_id, actor_username, action, movement_id, changes)
    select ${customerCode}, v.asset_id, ${actorUsername}, ${action}, v.movement_id, ${changes('after', 'before')}
    from changed v`);
}

/** Goods whose value would go below zero if the revaluation were taken back now. */
export async function belowZeroOnRevert(tx: Tx, customerCode: string, renewalId: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`select a.id::int as id from renewal_asset_values v
      join assets a on a.customer_code = v.customer_code and a.id = v.asset_id
      where v.customer_code = ${customerCode} and v.renewal_id = ${renewalId}
        and a.actual_price_cents - (v.after_cents - v.before_cents) < 0
      order by a.id`,
  );
  return rows.map((r) => r.id);
}

export async function deleteValues(tx: Tx, customerCode: string, renewalId: number): Promise<void> {
  await tx.execute(
    sql`delete from renewal_asset_values where customer_code = ${customerCode} and renewal_id = ${renewalId}`,
  );
}

/**
 * The targets' rates from `year` (the year after the renewal): each target subcategory of the mapping
 * takes the mapping's rate, the rate that year had before kept in `renewal_rates`.
 */
export async function setTargetRates(tx: Tx, customerCode: string, renewalId: number, year: number) {
  await tx.execute(sql`insert into renewal_rates
      (customer_code, renewal_id, subcategory_id, valid_from_year, percent_before, percent_after)
    select distinct on (m.target_subcategory_id) ${customerCode}, ${renewalId}, m.target_subcategory_id,
      ${year}::int, r.percent, m.target_rate
    from renewal_mappings m
    left join subcategory_rates r on r.customer_code = m.customer_code
      and r.subcategory_id = m.target_subcategory_id and r.valid_from_year = ${year}
    where m.customer_code = ${customerCode} and m.renewal_id = ${renewalId}
      and m.target_subcategory_id is not null and m.target_rate is not null
    order by m.target_subcategory_id, m.subcategory_id`);
  await tx.execute(sql`insert into subcategory_rates (customer_code, subcategory_id, valid_from_year, percent)
    select customer_code, subcategory_id, valid_from_year, percent_after
    from renewal_rates where customer_code = ${customerCode} and renewal_id = ${renewalId}
    on conflict (customer_code, subcategory_id, valid_from_year) do update set percent = excluded.percent`);
}

/** The targets' rates as they were: the earlier rate back, or none where there was none. */
export async function restoreTargetRates(tx: Tx, customerCode: string, renewalId: number) {
  await tx.execute(sql`update subcategory_rates s set percent = rr.percent_before
    from renewal_rates rr
    where rr.customer_code = ${customerCode} and rr.renewal_id = ${renewalId} and rr.percent_before is not null
      and s.customer_code = rr.customer_code and s.subcategory_id = rr.subcategory_id
      and s.valid_from_year = rr.valid_from_year`);
  await tx.execute(sql`delete from subcategory_rates s using renewal_rates rr
    where rr.customer_code = ${customerCode} and rr.renewal_id = ${renewalId} and rr.percent_before is null
      and s.customer_code = rr.customer_code and s.subcategory_id = rr.subcategory_id
      and s.valid_from_year = rr.valid_from_year`);
  await tx.execute(
    sql`delete from renewal_rates where customer_code = ${customerCode} and renewal_id = ${renewalId}`,
  );
}

export async function setRevaluedAt(tx: Tx, customerCode: string, renewalId: number, done: boolean) {
  await tx.execute(sql`update renewals set revalued_at = ${done ? sql`now()` : sql`null`}
    where customer_code = ${customerCode} and id = ${renewalId}`);
}
