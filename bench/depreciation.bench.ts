import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../apps/server/src/db/client.ts';
import { inTenantTransaction } from '../apps/server/src/db/tenant.ts';
import { benchSchool, printTable, startBenchApp } from './bench-app.ts';

/**
 * Issue 5's target: closing a year with depreciation (`PUT /financialYear/close` with `toDepreciate`)
 * for a school with 20,000 inventory assets takes under 5 s, on PostgreSQL and on PGlite. The close
 * writes one 'DEP' voucher per register, 20,000 lines, the assets' values, their history and the
 * registers' pictures; reopening takes it all back. Both are timed through the API, RUNS times each.
 */
const INVENTORY_ASSETS = 20_000;
const DURABLE_ASSETS = 2_000;
const ASSETS_PER_CHARGE = 20;
const SCHOOLS = ['DEPR01', 'DEPR02'];
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const TARGET_MS = 5_000;

async function adminQuery(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** On PostgreSQL the benchmark gets a database of its own, dropped at the end. */
async function ownDatabase(): Promise<{ drop(): Promise<void> }> {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) return { drop: async () => {} };
  const name = `inventario_bench_depreciation_${process.pid}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  // BENCH_PROFILE: the server logs every statement of this database that takes 20 ms or more.
  if (process.env.BENCH_PROFILE) {
    await adminQuery(serverUrl, `ALTER DATABASE ${name} SET log_min_duration_statement = 20`);
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  process.env.BENCH_DATABASE_URL = url.toString();
  // BENCH_KEEP: the database stays for a look at its plans (psql), named on the way out.
  if (process.env.BENCH_KEEP) return { drop: async () => console.log(`  kept database ${name}`) };
  return { drop: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * A school's 2025, open, set-based: charges of 20 assets through the year, 20,000 inventory assets
 * over the movable and books registers' subcategories (prices 200–2,200 euro) and 2,000 durable ones,
 * every asset line; the first-year rule 'full', so that every inventory asset is depreciated.
 */
async function fill(db: Db, customerCode: string) {
  const total = INVENTORY_ASSETS + DURABLE_ASSETS;
  const charges = total / ASSETS_PER_CHARGE;
  await inTenantTransaction(db, customerCode, async (tx) => {
    await tx.execute(
      sql`insert into financial_years (customer_code, year, start_date, status) values (${customerCode}, 2025, '2025-01-01', 1)`,
    );
    await tx.execute(
      sql`update school_data set first_year_depreciation = 'full' where customer_code = ${customerCode}`,
    );
    await tx.execute(sql`insert into movements (customer_code, type, year, number, date, causal, total_cents, created_by)
      select ${customerCode}, 1, 2025, g, date '2025-01-01' + (g * 330 / ${charges}), 'ACQ', 0, 'bench'
      from generate_series(1, ${charges}) g`);
    await tx.execute(sql`
      with subs as (
        select array_agg(sc.id order by sc.id) as ids, array_agg(c.register_id order by sc.id) as registers
        from subcategories sc join categories c on c.customer_code = sc.customer_code and c.id = sc.category_id
        join registers r on r.customer_code = c.customer_code and r.id = c.register_id
        where sc.customer_code = ${customerCode} and r.kind in ('movable', 'books')),
      movs as (select array_agg(id order by number) as ids, array_agg(date order by number) as dates
        from movements where customer_code = ${customerCode}),
      g as (select g, g > ${INVENTORY_ASSETS} as durable from generate_series(1, ${total}) g),
      numbered as (select g.*, 1 + g % array_length(subs.ids, 1) as sub from g, subs)
      insert into assets (customer_code, description, register_id, subcategory_id, asset_class, inventory_number,
        durable_number, historical_price_cents, actual_price_cents, charge_date, status, charge_movement_id)
      select ${customerCode}, 'Bene ' || g, subs.registers[sub], subs.ids[sub],
        case when durable then 'durable' else 'inventory' end,
        case when durable then null else g end, case when durable then g - ${INVENTORY_ASSETS} else null end,
        case when durable then 1000 + (g * 13) % 18000 else 20000 + (g * 37) % 200000 end,
        case when durable then 1000 + (g * 13) % 18000 else 20000 + (g * 37) % 200000 end,
        movs.dates[1 + (g - 1) / ${ASSETS_PER_CHARGE}], 2, movs.ids[1 + (g - 1) / ${ASSETS_PER_CHARGE}]
      from numbered, subs, movs`);
    await tx.execute(sql`insert into movement_assets (customer_code, movement_id, asset_id, position, value_cents)
      select customer_code, charge_movement_id, id,
        row_number() over (partition by charge_movement_id order by id) - 1, historical_price_cents
      from assets where customer_code = ${customerCode}`);
    await tx.execute(sql`insert into number_counters (customer_code, scope, last)
      values (${customerCode}, 'voucher:1:2025', ${charges})`);
  });
}

const own = await ownDatabase();
const bench = await startBenchApp();
let ok = false;
try {
  const db = bench.database.db;
  const headers: Record<string, Record<string, string>> = {};
  let started = performance.now();
  for (const code of SCHOOLS) {
    headers[code] = await benchSchool(bench, code);
    await fill(db, code);
  }
  if (bench.database.engine === 'pglite') await db.execute(sql`vacuum analyze`);
  else await db.execute(sql`analyze`);
  console.log(
    `  filled ${SCHOOLS.length} schools × ${INVENTORY_ASSETS + DURABLE_ASSETS} assets in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const h = headers[SCHOOLS[0] as string] ?? {};
  const call = async (method: 'GET' | 'PUT', url: string, payload?: object) => {
    const response = await bench.app.inject({ method, url: `/inventario/api${url}`, headers: h, payload });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    return response.json();
  };
  const timed = async (work: () => Promise<unknown>) => {
    const t0 = performance.now();
    await work();
    return performance.now() - t0;
  };
  const times = { preview: [] as number[], close: [] as number[], reopen: [] as number[] };
  let lines = 0;
  for (let run = 0; run < RUNS; run++) {
    times.preview.push(await timed(() => call('GET', '/movement/valueVoucher/depreciation/2025/total')));
    times.close.push(
      await timed(() => call('PUT', '/financialYear/close', { endDate: '2025-12-31', toDepreciate: true })),
    );
    const total = (await call('GET', '/movement/valueVoucher/depreciation/2025/total')) as {
      done: boolean;
      registers: { assetCount: number }[];
    };
    lines = total.registers.reduce((sum, r) => sum + r.assetCount, 0);
    if (!total.done || lines !== INVENTORY_ASSETS) throw new Error(`depreciated ${lines} assets`);
    times.reopen.push(await timed(() => call('PUT', '/financialYear/reopen', { year: 2025 })));
  }
  started = performance.now();
  const stats = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return {
      median: sorted[Math.floor(sorted.length / 2)] ?? Number.NaN,
      p95: sorted[sorted.length - 1] ?? Number.NaN,
    };
  };
  ok = printTable(
    `Year close with depreciation (${bench.engine}; ${SCHOOLS.length} schools × ${INVENTORY_ASSETS} inventory + ${DURABLE_ASSETS} durable assets; ${lines} lines; median and max of ${RUNS}; over HTTP inject)`,
    [
      { case: 'GET depreciation preview (all registers)', ...stats(times.preview) },
      { case: 'PUT close with depreciation', ...stats(times.close), target: TARGET_MS },
      { case: 'PUT reopen (vouchers, values, pictures back)', ...stats(times.reopen), target: TARGET_MS },
    ],
  );
} finally {
  await bench.close();
  await own.drop();
}
process.exit(ok ? 0 : 1);
