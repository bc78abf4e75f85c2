import { ASSET_STATUS } from '@inventario/shared/contracts/assets';
import type { RegisterKind } from '@inventario/shared/contracts/catalogue';
import { REGISTER_ACRONYMS } from '@inventario/shared/domain/catalogue/register-acronym';
import { type SQL, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.ts';
import { sqlState, UNIQUE_VIOLATION } from '../../db/errors.ts';

/**
 * The renumbering in SQL, set-based (`bench/renewal.bench.ts`). The numbers are those of
 * `domain/renewal/renumbering.ts` `renumber` (`renumbering.test.ts` checks the two agree): each register's
 * goods still in it (charged or in a discharge proposal; a universality's components one good) again
 * from 1, in the order of their old numbers, ties by the lowest asset id. Goods out of the register
 * (discharged) leave its numbering: their old number is kept as their original inventory number and
 * their number becomes negative, −(old + K) where −K is the lowest number the register already has
 * (0 at the first renewal), so that the new numbers and those the counter gives next never meet them.
 *
 * The unique indexes on (school, register, number) of assets and universalities are checked row by
 * row, not at the end of a statement, so no row may take a number another row still holds: see
 * `moveNumbers` for the order that ensures it.
 */

const surviving = sql`a.status in (${ASSET_STATUS.charged}, ${ASSET_STATUS.inProposal})`;

/** The register's acronym, as the labels print it (`register-acronym.ts`), for `r.kind`. */
const acronym = sql`(case r.kind ${sql.join(
  Object.entries(REGISTER_ACRONYMS).map(([kind, text]) => sql`when ${kind} then ${text}`),
  sql` `,
)} end)`;

/** Per register, the lowest number it holds below zero, as K ≥ 0, and the largest in absolute value, M. */
function bounds(customerCode: string): SQL {
  return sql`bounds as (
    select register_id, greatest(0, -min(n))::int as k, max(abs(n))::int as m
    from (
      select register_id, inventory_number as n from assets
        where customer_code = ${customerCode} and inventory_number is not null
      union all
      select register_id, inventory_number from universalities
        where customer_code = ${customerCode} and inventory_number is not null and register_id is not null
    ) numbers
    group by register_id
  )`;
}

/**
 * `with …, plan as (…)`: every asset numbered above zero, its old and new number and its original one.
 * Window functions over the school's assets, no join of the goods back to their assets: each good (an
 * asset, or a universality's components) takes its lowest old number and lowest asset id among the
 * register's goods still in it, and the goods are ranked on those two, which no two goods share.
 */
function plan(customerCode: string): SQL {
  return sql`with ${bounds(customerCode)},
    numbered as (
      select a.id, a.register_id, a.inventory_number, a.universality_id, a.original_inventory_number,
        a.description, ${surviving} as survives,
        case when a.universality_id is null then -a.id else a.universality_id end as good
      from assets a
      where a.customer_code = ${customerCode} and a.inventory_number > 0
    ),
    goods as (
      select n.*, min(n.inventory_number) over good as good_number, min(n.id) over good as good_first
      from numbered n
      window good as (partition by n.register_id, n.survives, n.good)
    ),
    ranked as (
      select g.*, dense_rank() over (partition by g.register_id, g.survives
          order by g.good_number, g.good_first)::int as good_rank
      from goods g
    ),
    plan as (
      select n.id as asset_id, n.register_id, n.universality_id, n.description, n.survives,
        n.inventory_number as old_number,
        case when n.survives then n.good_rank else -(n.inventory_number + coalesce(b.k, 0)) end::int as new_number,
        n.original_inventory_number as original_before,
        ${acronym} || '/' || n.inventory_number as original_after
      from ranked n
      join registers r on r.customer_code = ${customerCode} and r.id = n.register_id
      left join bounds b on b.register_id = n.register_id
    )`;
}

/** The goods of the renumbering, `with … numbers as (…)`: planned now, or as done. */
function numbers(customerCode: string, renewalId: number, done: boolean): SQL {
  if (!done)
    return sql`${plan(customerCode)},
      numbers as (select asset_id, register_id, universality_id, description, old_number, new_number,
        original_after from plan where survives)`;
  return sql`with numbers as (
    select n.asset_id, a.register_id, a.universality_id, a.description, n.old_number, n.new_number,
      a.original_inventory_number as original_after
    from renewal_asset_numbers n
    join assets a on a.customer_code = n.customer_code and a.id = n.asset_id
    where n.customer_code = ${customerCode} and n.renewal_id = ${renewalId} and n.new_number > 0
  )`;
}

type Raw = Record<string, string | number | null>;

export interface NumberRow {
  assetId: number;
  description: string;
  registerId: number;
  registerKind: RegisterKind;
  universalityId: number | null;
  oldNumber: number;
  newNumber: number;
  originalInventoryNumber: string;
}

/** A page of the goods renumbered, by register, new number and asset id, with how many there are. */
export async function numbersPage(
  tx: Tx,
  customerCode: string,
  renewalId: number,
  done: boolean,
  window: { limit: number; offset: number },
): Promise<{ rows: NumberRow[]; total: number }> {
  const rows = await queryRows<Raw>(
    tx,
    sql`${numbers(customerCode, renewalId, done)}
      select x.*, r.kind as register_kind, count(*) over () as total
      from numbers x join registers r on r.customer_code = ${customerCode} and r.id = x.register_id
      order by r.position, x.register_id, x.new_number, x.asset_id
      limit ${window.limit} offset ${window.offset}`,
  );
  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0) {
    const [count] = await queryRows<{ n: number }>(
      tx,
      sql`${numbers(customerCode, renewalId, done)} select count(*)::int as n from numbers`,
    );
    total = count?.n ?? 0;
  }
  return {
    total,
    rows: rows.map((r) => ({
      assetId: Number(r.asset_id),
      description: String(r.description),
      registerId: Number(r.register_id),
      registerKind: r.register_kind as RegisterKind,
      universalityId: r.universality_id === null ? null : Number(r.universality_id),
      oldNumber: Number(r.old_number),
      newNumber: Number(r.new_number),
      originalInventoryNumber: String(r.original_after),
    })),
  };
}

export interface RegisterNumbering {
  registerId: number;
  registerKind: RegisterKind;
  description: string;
  goods: number;
  setAside: number;
  lastBefore: number | null;
  lastAfter: number;
}

/**
 * Each register's figures: its goods (the new last number), the goods set aside and its counter
 * before and after; `scopes` names each register's counter (`numbering`'s `inventory:<register>`).
 */
export async function registerNumbering(
  tx: Tx,
  customerCode: string,
  renewalId: number,
  done: boolean,
  scopes: readonly { registerId: number; scope: string }[],
): Promise<RegisterNumbering[]> {
  const scopeList = scopeValues(scopes);
  if (!scopeList) return [];
  // Done: a register's goods are numbered 1…n, so their number is its new last number (its counter's
  // `last_after`); only the few goods set aside are looked up for their register.
  const figures = done
    ? sql`with counts as (
        select a.register_id, count(*)::int as set_aside
        from renewal_asset_numbers n
        join assets a on a.customer_code = n.customer_code and a.id = n.asset_id
        where n.customer_code = ${customerCode} and n.renewal_id = ${renewalId} and n.new_number < 0
        group by a.register_id
      )
      select r.id as register_id, r.kind, r.description, coalesce(rc.last_after, 0) as goods,
        coalesce(c.set_aside, 0) as set_aside, rc.last_before, coalesce(rc.last_after, 0) as last_after
      from registers r
      left join counts c on c.register_id = r.id
      left join renewal_counters rc on rc.customer_code = r.customer_code and rc.renewal_id = ${renewalId}
        and rc.register_id = r.id
      where r.customer_code = ${customerCode}
      order by r.position, r.id`
    : sql`${plan(customerCode)},
      counts as (
        select register_id, coalesce(max(new_number) filter (where survives), 0)::int as goods,
          count(*) filter (where not survives)::int as set_aside
        from plan group by register_id
      )
      select r.id as register_id, r.kind, r.description, coalesce(c.goods, 0) as goods,
        coalesce(c.set_aside, 0) as set_aside, nc.last as last_before, coalesce(c.goods, 0) as last_after
      from registers r
      join (values ${scopeList}) as s(register_id, scope) on s.register_id = r.id
      left join counts c on c.register_id = r.id
      left join number_counters nc on nc.customer_code = r.customer_code and nc.scope = s.scope
      where r.customer_code = ${customerCode}
      order by r.position, r.id`;
  const rows = await queryRows<Raw>(tx, figures);
  return rows.map((r) => ({
    registerId: Number(r.register_id),
    registerKind: r.kind as RegisterKind,
    description: String(r.description),
    goods: Number(r.goods),
    setAside: Number(r.set_aside),
    lastBefore: r.last_before === null ? null : Number(r.last_before),
    lastAfter: Number(r.last_after),
  }));
}

export async function schoolRegisters(tx: Tx, customerCode: string) {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`select id::int as id from registers where customer_code = ${customerCode} order by position, id`,
  );
  return rows.map((r) => r.id);
}

/**
 * Records the renumbering in one statement, from one pass of the plan: every asset numbered above zero
 * (the register's goods and those set aside), every universality (its components' new number, or set
 * aside as they are), and each register's counter before and after (a register that never had one and
 * has no goods left out).
 */
export async function recordNumbers(
  tx: Tx,
  customerCode: string,
  renewalId: number,
  scopes: readonly { registerId: number; scope: string }[],
): Promise<void> {
  const scopeList = scopeValues(scopes);
  const counters = scopeList
    ? sql`, counters as (
        insert into renewal_counters (customer_code, renewal_id, register_id, last_before, last_after)
        select ${customerCode}, ${renewalId}, s.register_id, nc.last, coalesce(last.n, 0)
        from (values ${scopeList}) as s(register_id, scope)
        left join number_counters nc on nc.customer_code = ${customerCode} and nc.scope = s.scope
        left join (select register_id, max(new_number) as n from plan where new_number > 0 group by register_id) last
          on last.register_id = s.register_id
        where nc.last is not null or last.n is not null
      )`
    : sql``;
  await tx.execute(sql`${plan(customerCode)},
    assets_recorded as (
      insert into renewal_asset_numbers (customer_code, renewal_id, asset_id, old_number, new_number, original_before)
      select ${customerCode}, ${renewalId}, asset_id, old_number, new_number, original_before from plan
    ),
    universalities_recorded as (
      insert into renewal_universality_numbers (customer_code, renewal_id, universality_id, old_number, new_number)
      select ${customerCode}, ${renewalId}, u.id, u.inventory_number,
        coalesce(c.new_number, -(u.inventory_number + coalesce(b.k, 0)))
      from universalities u
      left join bounds b on b.register_id = u.register_id
      left join (select universality_id, min(new_number) as new_number from plan
          where universality_id is not null and new_number > 0 group by universality_id) c
        on c.universality_id = u.id
      where u.customer_code = ${customerCode} and u.inventory_number > 0 and u.register_id is not null
    )${counters}
    select 1`);
}

/**
 * The assets and universalities from their old numbers to their new ones (`forward`), or back, the
 * original numbers with them, and a history row per asset.
 *
 * Every new number is at most the old one (the registers close their gaps), so one statement that
 * takes the goods set aside first and then the others in the order of their old numbers (going back:
 * the others by new number from the highest, then those set aside) never meets a number a row still
 * holds: the row holding it has gone before. PostgreSQL updates in the order the rows come, which the
 * ordered subquery gives when it drives a nested loop over the assets' index; hash and merge joins are
 * off for those statements (once the recorded numbers have statistics the planner prefers a hash join,
 * which keeps the order only while its table fits in `work_mem`; a merge join takes the assets' order).
 * Should a plan still not keep it, the unique index
 * refuses, the savepoint undoes the statement, and the goods go the long way, through numbers no row
 * holds (`throughFreeNumbers`).
 */
async function moveNumbers(
  tx: Tx,
  customerCode: string,
  renewalId: number,
  forward: boolean,
  action: string,
  actorUsername: string,
  way: Way,
): Promise<void> {
  const move = { customerCode, renewalId, forward, action, actorUsername };
  if (way === 'throughFreeNumbers') return throughFreeNumbers(tx, move);
  try {
    await tx.transaction(async (savepoint) => {
      const [joins] = await queryRows<{ hash: string; merge: string }>(
        savepoint,
        sql`select current_setting('enable_hashjoin') as hash, current_setting('enable_mergejoin') as merge,
          set_config('enable_hashjoin', 'off', true), set_config('enable_mergejoin', 'off', true)`,
      );
      await inOrder(savepoint, move);
      await savepoint.execute(sql`select set_config('enable_hashjoin', ${joins?.hash ?? 'on'}, true),
        set_config('enable_mergejoin', ${joins?.merge ?? 'on'}, true)`);
    });
  } catch (error) {
    if (sqlState(error) !== UNIQUE_VIOLATION) throw error;
    await throughFreeNumbers(tx, move);
  }
}

/** How the numbers move: in order (falling back to the long way), or the long way (tests take both). */
export type Way = 'inOrder' | 'throughFreeNumbers';

interface Move {
  customerCode: string;
  renewalId: number;
  forward: boolean;
  action: string;
  actorUsername: string;
}

/** A history row per asset moved (`moved`: id, old_number, new_number, original_before, renewed). */
function history({ customerCode, forward, action, actorUsername }: Move): SQL {
  const [fromNumber, toNumber] = forward ? ['old_number', 'new_number'] : ['new_number', 'old_number'];
  const [fromOriginal, toOriginal] = forward
    ? ['original_before', 'renewed']
    : ['renewed', 'original_before'];
  return sql`insert into asset_history (customer_code, asset_id, actor_username, action, changes)
    select ${customerCode}, id, ${actorUsername}, ${action}, jsonb_build_object(
      'inventoryNumber', jsonb_build_object('from', ${sql.raw(fromNumber)}, 'to', ${sql.raw(toNumber)}),
      'originalInventoryNumber', jsonb_build_object('from', ${sql.raw(fromOriginal)}, 'to', ${sql.raw(toOriginal)}))
    from moved`;
}

const renewed = sql`${acronym} || '/' || n.old_number`;

/**
 * In one statement, in the order the subquery gives (see `moveNumbers`): the subquery reads the
 * recorded numbers alone, and each asset's original number is made from its own register's acronym,
 * looked up in the school's few registers, so the assets are read once, by the update.
 */
async function inOrder(tx: Tx, move: Move): Promise<void> {
  const { customerCode, renewalId, forward } = move;
  const target = forward ? sql`n.new_number` : sql`n.old_number`;
  const order = forward ? sql`(n.new_number > 0), n.old_number` : sql`(n.new_number < 0), n.new_number desc`;
  const renewedOf = sql`(select x.acronym from acronyms x where x.id = a.register_id) || '/' || m.old_number`;
  await tx.execute(sql`with acronyms as materialized (
      select r.id, ${acronym} as acronym from registers r where r.customer_code = ${customerCode}
    ),
    moved as (
      update assets a set inventory_number = m.target,
        original_inventory_number = ${forward ? renewedOf : sql`m.original_before`}, updated_at = now()
      from (
        select n.asset_id, ${target} as target, n.old_number, n.new_number, n.original_before
        from renewal_asset_numbers n
        where n.customer_code = ${customerCode} and n.renewal_id = ${renewalId}
        order by ${order}
      ) m
      where a.customer_code = ${customerCode} and a.id = m.asset_id
      returning a.id, m.old_number, m.new_number, m.original_before,
        ${forward ? sql`a.original_inventory_number` : renewedOf} as renewed
    )
    ${history(move)}`);
  await tx.execute(sql`update universalities u set inventory_number = m.target, updated_at = now()
    from (
      select n.universality_id, ${target} as target from renewal_universality_numbers n
      where n.customer_code = ${customerCode} and n.renewal_id = ${renewalId}
      order by ${order}
    ) m
    where u.customer_code = ${customerCode} and u.id = m.universality_id`);
}

/**
 * The long way: the goods first to numbers below any the register holds (−(target + 2M), M its
 * largest number in absolute value; those set aside straight to theirs, below what it held and apart
 * from the others), then to their own.
 */
async function throughFreeNumbers(tx: Tx, move: Move): Promise<void> {
  const { customerCode, renewalId, forward } = move;
  const target = forward ? sql`n.new_number` : sql`n.old_number`;
  const firstStep = sql`case when ${target} > 0 then -(${target} + 2 * b.m) else ${target} end`;
  await tx.execute(sql`with ${bounds(customerCode)},
    moved as (
      update assets a set inventory_number = ${firstStep},
        original_inventory_number = ${forward ? renewed : sql`n.original_before`}, updated_at = now()
      from renewal_asset_numbers n, registers r, bounds b
      where n.customer_code = ${customerCode} and n.renewal_id = ${renewalId}
        and a.customer_code = n.customer_code and a.id = n.asset_id
        and r.customer_code = a.customer_code and r.id = a.register_id and b.register_id = a.register_id
      returning a.id, n.old_number, n.new_number, n.original_before, ${renewed} as renewed
    )
    ${history(move)}`);
  await tx.execute(sql`update assets a set inventory_number = ${target}
    from renewal_asset_numbers n
    where n.customer_code = ${customerCode} and n.renewal_id = ${renewalId} and ${target} > 0
      and a.customer_code = n.customer_code and a.id = n.asset_id`);
  await tx.execute(sql`with ${bounds(customerCode)}
    update universalities u set inventory_number = ${firstStep}, updated_at = now()
    from renewal_universality_numbers n, bounds b
    where n.customer_code = ${customerCode} and n.renewal_id = ${renewalId}
      and u.customer_code = n.customer_code and u.id = n.universality_id and b.register_id = u.register_id`);
  await tx.execute(sql`update universalities u set inventory_number = ${target}
    from renewal_universality_numbers n
    where n.customer_code = ${customerCode} and n.renewal_id = ${renewalId} and ${target} > 0
      and u.customer_code = n.customer_code and u.id = n.universality_id`);
}

/** The registers take their new numbers, and each counter the register's new last number. */
export async function renumberRegisters(
  tx: Tx,
  customerCode: string,
  renewalId: number,
  scopes: readonly { registerId: number; scope: string }[],
  action: string,
  actorUsername: string,
  way: Way = 'inOrder',
): Promise<void> {
  await moveNumbers(tx, customerCode, renewalId, true, action, actorUsername, way);
  const scopeList = scopeValues(scopes);
  if (!scopeList) return;
  await tx.execute(sql`insert into number_counters (customer_code, scope, last)
    select ${customerCode}, s.scope, rc.last_after
    from renewal_counters rc join (values ${scopeList}) as s(register_id, scope) on s.register_id = rc.register_id
    where rc.customer_code = ${customerCode} and rc.renewal_id = ${renewalId}
    on conflict (customer_code, scope) do update set last = excluded.last`);
}

/** The old numbers, original numbers and counters back, and the renumbering's records gone. */
export async function restoreRegisters(
  tx: Tx,
  customerCode: string,
  renewalId: number,
  scopes: readonly { registerId: number; scope: string }[],
  action: string,
  actorUsername: string,
  way: Way = 'inOrder',
): Promise<void> {
  await moveNumbers(tx, customerCode, renewalId, false, action, actorUsername, way);
  const scopeList = scopeValues(scopes);
  if (scopeList) {
    await tx.execute(sql`update number_counters nc set last = rc.last_before
      from renewal_counters rc join (values ${scopeList}) as s(register_id, scope) on s.register_id = rc.register_id
      where rc.customer_code = ${customerCode} and rc.renewal_id = ${renewalId} and rc.last_before is not null
        and nc.customer_code = rc.customer_code and nc.scope = s.scope`);
    await tx.execute(sql`delete from number_counters nc
      using renewal_counters rc join (values ${scopeList}) as s(register_id, scope) on s.register_id = rc.register_id
      where rc.customer_code = ${customerCode} and rc.renewal_id = ${renewalId} and rc.last_before is null
        and nc.customer_code = rc.customer_code and nc.scope = s.scope`);
  }
  for (const table of ['renewal_asset_numbers', 'renewal_universality_numbers', 'renewal_counters'])
    await tx.execute(
      sql`delete from ${sql.identifier(table)} where customer_code = ${customerCode} and renewal_id = ${renewalId}`,
    );
}

function scopeValues(scopes: readonly { registerId: number; scope: string }[]): SQL | null {
  if (scopes.length === 0) return null;
  return sql.join(
    scopes.map((s) => sql`(${s.registerId}::bigint, ${s.scope}::text)`),
    sql`, `,
  );
}

export async function setRenumberedAt(tx: Tx, customerCode: string, renewalId: number, done: boolean) {
  await tx.execute(sql`update renewals set renumbered_at = ${done ? sql`now()` : sql`null`}
    where customer_code = ${customerCode} and id = ${renewalId}`);
}
