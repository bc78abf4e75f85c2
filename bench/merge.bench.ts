import { sql } from 'drizzle-orm';
import { NodePgPreparedQuery } from 'drizzle-orm/node-postgres/session';
import { PglitePreparedQuery } from 'drizzle-orm/pglite/session';
import type { Db } from '../apps/server/src/db/client.ts';
import { queryRows } from '../apps/server/src/db/client.ts';
import { inTenantTransaction } from '../apps/server/src/db/tenant.ts';
import type { TempList } from '../packages/shared/src/contracts/imports.ts';
import type { ReceiverMerge, SellerMerge } from '../packages/shared/src/contracts/merges.ts';
import { benchSchool, printTable, startBenchApp } from './bench-app.ts';
import { placeAssets } from './placement-fill.ts';
import { snapshot, spent } from './process-cpu.ts';
import { fillSchool, ownBenchDatabase } from './school-fill.ts';

/**
 * Issue 19's target: a merge of 10,000 goods, the seller's discharge and the receiver's charge, in at
 * most 10 s together, on PGlite and on PostgreSQL (BENCH_DATABASE_URL). The seller has 9,000 inventory
 * goods (movable and books registers, a few of the movable ones gathered into universalities) and
 * 1,000 durable ones, all charged in 2025, in 2 sites × 50 locations, and 2026 open; the receiver has a
 * few goods of its own (one site) and 2026 open. Through the HTTP API of the in-process app, each
 * school signed in as its own user: the seller discharges both sites (one call), then the receiver
 * starts its receipt's temp lists (`POST /site/temp/merge/{x}/list`) and charges the package.
 * BENCH_STATEMENTS=<ms> prints each statement of the timed calls that takes that long or more.
 */
const INVENTORY_ASSETS = 9_000;
const DURABLE_ASSETS = 1_000;
const GOODS = INVENTORY_ASSETS + DURABLE_ASSETS;
const SITES = 2;
const LOCATIONS_PER_SITE = 50;
/** One charge in this many (of 20 goods each) has its movable inventory goods made a universality. */
const UNIVERSALITY_EVERY = 25;
const RECEIVER_OWN = { inventory: 200, durable: 20 };
const MERGE_YEAR = 2026;
const TARGET_MS = 10_000;
const SELLER = 'ACCS01';
const RECEIVER = 'ACCR01';

/** Every statement the drivers run, timed; what the timed call in progress spent in SQL. */
interface Prepared {
  queryString: string;
}
interface SqlTally {
  statements: number;
  ms: number;
}
let tally: SqlTally | null = null;
const statementMinMs = process.env.BENCH_STATEMENTS ? Number(process.env.BENCH_STATEMENTS) : null;
for (const prepared of [PglitePreparedQuery.prototype, NodePgPreparedQuery.prototype]) {
  const execute = prepared.execute;
  prepared.execute = async function (this: Prepared, ...args: unknown[]) {
    const t0 = performance.now();
    try {
      return await (execute as (...a: unknown[]) => Promise<unknown>).apply(this, args);
    } finally {
      const ms = performance.now() - t0;
      if (tally) {
        tally.statements++;
        tally.ms += ms;
        if (statementMinMs !== null && ms >= statementMinMs)
          console.log(
            `    ${ms.toFixed(0).padStart(6)} ms  ${this.queryString.replace(/\s+/g, ' ').slice(0, 160)}`,
          );
      }
    }
  } as typeof execute;
}

/** A year open besides 2025 (which `fillSchool` opens). */
const openYear = (db: Db, code: string, year: number) =>
  inTenantTransaction(db, code, (tx) =>
    tx.execute(sql`insert into financial_years (customer_code, year, start_date, status)
      values (${code}, ${year}, ${`${year}-01-01`}, 1)`),
  );

/**
 * The registers' counters after the goods `fillSchool` numbered (inventory counters, the settings'
 * durable numbers), so that a school's next numbers follow its own.
 */
async function countersAfterFill(db: Db, code: string) {
  await inTenantTransaction(db, code, async (tx) => {
    await tx.execute(sql`insert into number_counters (customer_code, scope, last)
      select ${code}, 'inventory:' || register_id, max(inventory_number) from assets
      where customer_code = ${code} and inventory_number is not null group by register_id`);
    await tx.execute(sql`update school_data set
        last_durable_movable = coalesce((select max(a.durable_number) from assets a join registers r
          on r.customer_code = a.customer_code and r.id = a.register_id
          where a.customer_code = ${code} and r.kind = 'movable'), 0),
        last_durable_books = coalesce((select max(a.durable_number) from assets a join registers r
          on r.customer_code = a.customer_code and r.id = a.register_id
          where a.customer_code = ${code} and r.kind = 'books'), 0)
      where customer_code = ${code}`);
  });
}

/**
 * One charge in UNIVERSALITY_EVERY has its movable inventory goods gathered into a universality, as a
 * charge of a universality leaves them: the universality numbered with its components' lowest number,
 * which every component shares. Answers the universalities and their components.
 */
async function universalities(db: Db, code: string) {
  return inTenantTransaction(db, code, async (tx) => {
    const [row] = await queryRows<{ universalities: number; components: number }>(
      tx,
      sql`with picked as (
          select a.charge_movement_id as movement_id, a.register_id, min(a.inventory_number) as number,
            array_agg(a.id) as ids
          from assets a join registers r on r.customer_code = a.customer_code and r.id = a.register_id
          join movements m on m.customer_code = a.customer_code and m.id = a.charge_movement_id
          where a.customer_code = ${code} and r.kind = 'movable' and a.asset_class = 'inventory'
            and m.number % ${UNIVERSALITY_EVERY} = 0
          group by a.charge_movement_id, a.register_id),
        made as (
          insert into universalities (customer_code, description, register_id, inventory_number, charge_movement_id)
          select ${code}, 'Laboratorio ' || number, register_id, number, movement_id from picked
          returning id, register_id, inventory_number),
        components as (
          update assets a set universality_id = made.id, inventory_number = made.inventory_number
          from made join picked p on p.register_id = made.register_id and p.number = made.inventory_number
          where a.customer_code = ${code} and a.id = any(p.ids)
          returning a.id)
        select (select count(*) from made)::int as universalities,
          (select count(*) from components)::int as components`,
    );
    return row ?? { universalities: 0, components: 0 };
  });
}

const own = await ownBenchDatabase('merge');
const bench = await startBenchApp();
const db = bench.database.db;
let ok = false;

async function api<T>(headers: Record<string, string>, method: 'GET' | 'POST', path: string, body?: object) {
  const response = await fetch(`${bench.baseUrl}/inventario/api${path}`, {
    method,
    headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

// CPU seconds of this process (the server, and PGlite in it) and of the bench database's PostgreSQL
// backends: on a machine shared with other work, steadier than the elapsed time.
const databaseName = process.env.BENCH_DATABASE_URL
  ? new URL(process.env.BENCH_DATABASE_URL).pathname.slice(1)
  : null;
const backends = () =>
  databaseName
    ? snapshot((command) => command.startsWith('postgres: ') && command.includes(` ${databaseName} `))
    : new Map<string, number>();

interface Timed<T> {
  answer: T;
  ms: number;
  cpuMs: number;
  sql: SqlTally;
}
async function timed<T>(label: string, work: () => Promise<T>): Promise<Timed<T>> {
  if (statementMinMs !== null) console.log(`  ${label}`);
  const cpu = process.cpuUsage();
  const pg = backends();
  tally = { statements: 0, ms: 0 };
  const t0 = performance.now();
  try {
    const answer = await work();
    const ms = performance.now() - t0;
    const used = process.cpuUsage(cpu);
    return { answer, ms, cpuMs: (used.user + used.system) / 1000 + spent(pg, backends()) * 1000, sql: tally };
  } finally {
    tally = null;
  }
}

try {
  const started = performance.now();
  const sellerHeaders = await benchSchool(bench, SELLER);
  const receiverHeaders = await benchSchool(bench, RECEIVER);
  await fillSchool(db, SELLER, {
    inventory: INVENTORY_ASSETS,
    durable: DURABLE_ASSETS,
    registerKinds: ['movable', 'books'],
    assetsPerCharge: 20,
  });
  const made = await universalities(db, SELLER);
  await placeAssets(db, SELLER, {
    sites: SITES,
    perSite: LOCATIONS_PER_SITE,
    movedEvery: 1_000_000,
    movedOn: '2025-06-01',
  });
  await countersAfterFill(db, SELLER);
  await openYear(db, SELLER, MERGE_YEAR);
  // The receiver's own goods, in a site of its own (codes apart from the seller's, so the package's
  // sites and locations are created).
  await fillSchool(db, RECEIVER, {
    ...RECEIVER_OWN,
    registerKinds: ['movable', 'books'],
    assetsPerCharge: 20,
  });
  await placeAssets(db, RECEIVER, { sites: 1, perSite: 5, movedEvery: 1_000_000, movedOn: '2025-06-01' });
  await inTenantTransaction(db, RECEIVER, (tx) =>
    tx.execute(sql`update sites set code = 'R' || code where customer_code = ${RECEIVER}`),
  );
  await countersAfterFill(db, RECEIVER);
  await openYear(db, RECEIVER, MERGE_YEAR);
  const [merge] = await queryRows<{ id: number }>(
    db,
    sql`insert into customer_area.merges (seller_code, receiver_code, effective_date, app_code)
      values (${SELLER}, ${RECEIVER}, ${`${MERGE_YEAR}-09-01`}, 'INV') returning id::int as id`,
  );
  if (!merge) throw new Error('no merge');
  const x = merge.id;
  if (bench.database.engine === 'pglite') await db.execute(sql`vacuum analyze`);
  else await db.execute(sql`analyze`);

  const before = await api<SellerMerge>(sellerHeaders, 'GET', `/merge/${x}/seller`);
  if (before.blockers.length > 0) throw new Error(`blocked: ${JSON.stringify(before.blockers)}`);
  const inSites = before.sites.reduce((sum, site) => sum + site.assets, 0);
  if (inSites !== GOODS) throw new Error(`${inSites} goods in the seller's sites, not ${GOODS}`);
  console.log(
    `  seller ${GOODS} goods (${INVENTORY_ASSETS} inventory, ${made.components} of them in ${made.universalities} universalities; ${DURABLE_ASSETS} durable) in ${before.sites.length} sites × ${LOCATIONS_PER_SITE} locations; receiver ${RECEIVER_OWN.inventory + RECEIVER_OWN.durable} goods; filled in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const discharge = await timed('POST /movement/discharge/merge/{x}', () =>
    api<SellerMerge>(sellerHeaders, 'POST', `/movement/discharge/merge/${x}`, {
      siteIds: before.sites.map((site) => site.id),
    }),
  );
  if (discharge.answer.package?.goods !== GOODS)
    throw new Error(`the package holds ${discharge.answer.package?.goods} goods, not ${GOODS}`);
  const tempList = await timed('POST /site/temp/merge/{x}/list', () =>
    api<TempList>(receiverHeaders, 'POST', `/site/temp/merge/${x}/list`),
  );
  const created = tempList.answer.entries.filter((entry) => entry.action === 'create').length;
  const charge = await timed('POST /movement/charge/merge/{x}', () =>
    api<ReceiverMerge>(receiverHeaders, 'POST', `/movement/charge/merge/${x}`),
  );
  if (!charge.answer.package?.charge) throw new Error('the package is not charged');

  // What the two schools hold after: the seller's goods discharged, the receiver's merged goods
  // charged, each with the seller's number as its original one.
  const [sold] = await inTenantTransaction(db, SELLER, (tx) =>
    queryRows<{ discharged: number }>(
      tx,
      sql`select count(*)::int as discharged from assets a join movement_assets ma
        on ma.customer_code = a.customer_code and ma.asset_id = a.id
        join movements m on m.customer_code = ma.customer_code and m.id = ma.movement_id
        where a.customer_code = ${SELLER} and a.status = 4 and m.merge_id = ${x}`,
    ),
  );
  const [received] = await inTenantTransaction(db, RECEIVER, (tx) =>
    queryRows<{ goods: number; merged: number; originals: number; universalities: number }>(
      tx,
      sql`select count(*)::int as goods,
          count(*) filter (where m.merge_id = ${x})::int as merged,
          count(*) filter (where m.merge_id = ${x} and a.original_inventory_number is not null)::int as originals,
          (select count(*)::int from universalities where customer_code = ${RECEIVER}) as universalities
        from assets a join movements m on m.customer_code = a.customer_code and m.id = a.charge_movement_id
        where a.customer_code = ${RECEIVER} and a.status = 2`,
    ),
  );
  const goodsOk =
    sold?.discharged === GOODS &&
    received?.merged === GOODS &&
    received.originals === GOODS &&
    received.goods === GOODS + RECEIVER_OWN.inventory + RECEIVER_OWN.durable;

  const once = (t: Timed<unknown>) => ({ median: t.ms, p95: t.ms });
  const total = discharge.ms + charge.ms;
  const timeOk = printTable(
    `Merge (${bench.engine}; ${GOODS} goods in ${SITES} sites × ${LOCATIONS_PER_SITE} locations, ${made.universalities} universalities; one run, the same time in both columns; over HTTP)`,
    [
      { case: 'POST /movement/discharge/merge/{x} (seller, both sites)', ...once(discharge) },
      { case: 'POST /site/temp/merge/{x}/list (receiver, first start)', ...once(tempList) },
      { case: 'POST /movement/charge/merge/{x} (receiver)', ...once(charge) },
      { case: 'discharge + charge', median: total, p95: total, target: TARGET_MS },
    ],
  );
  console.log(
    `  CPU ms (this process${databaseName ? ' + PostgreSQL backends' : ''}), statements, ms in them:`,
  );
  for (const [label, t] of [
    ['discharge', discharge],
    ['temp-list start', tempList],
    ['charge', charge],
  ] as const)
    console.log(
      `    ${label.padEnd(16)} ${t.cpuMs.toFixed(0).padStart(7)} ${String(t.sql.statements).padStart(6)} ${t.sql.ms.toFixed(0).padStart(7)}`,
    );
  console.log(
    `  temp lists: ${tempList.answer.entries.length} sites, ${created} to create; charge ${charge.answer.package.charge.year}/${charge.answer.package.charge.number} of ${charge.answer.package.charge.date}`,
  );
  console.log(
    `  after: seller ${sold?.discharged} goods discharged by the merge; receiver ${received?.goods} goods charged, ${received?.merged} merged (${received?.originals} with the seller's number), ${received?.universalities} universalities — ${goodsOk ? 'ok' : 'WRONG'}`,
  );
  const load = (await import('node:os')).loadavg();
  console.log(`  load average ${load.map((l) => l.toFixed(1)).join(' ')}`);
  ok = timeOk && goodsOk;
} finally {
  await bench.close();
  await own.drop();
}
process.exit(ok ? 0 : 1);
