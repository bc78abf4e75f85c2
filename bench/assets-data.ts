/** The database of the asset benchmark: created and filled with set-based SQL, or reused when kept. */
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { upsertCustomer, upsertCustomerUser } from '../apps/server/src/customer-area/customer-area.repo.ts';
import { type Database, type Db, openDatabase, queryRows } from '../apps/server/src/db/client.ts';
import { inTenantTransaction } from '../apps/server/src/db/tenant.ts';
import { upsertIdentityUser } from '../apps/server/src/identity/users.repo.ts';
import { installDatabase } from '../apps/server/src/install-database.ts';
import { ensureSchool } from '../apps/server/src/modules/school/school.service.ts';

export const ASSETS_PER_SCHOOL = 10_000;
export const ASSETS_PER_CHARGE = 20;
export const LOCATIONS_PER_SCHOOL = 100;
export const SITES_PER_SCHOOL = 5;
export const BENCH_PASSWORD = 'bench password';
/** Bumped whenever the generated data changes shape, so that a kept database is filled again. */
const DATA_VERSION = 2;

export function schoolCode(i: number) {
  return `B${String(i).padStart(4, '0')}`;
}

export interface BenchDatabase {
  /** The server's URL of the database, or undefined on PGlite. */
  url: string | undefined;
  /** PGlite's folder (also the server's DATA_DIR). */
  dataDir: string;
  /** True when a kept database of the same shape was found and reused. */
  reused: boolean;
  /** A note on where the data comes from when it is not a fresh fill (resumed, copied). */
  origin?: string;
  markFilled(): Promise<void>;
  drop(): Promise<void>;
}

async function adminQuery(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await client.query(statement);
  } finally {
    await client.end();
  }
}

const keptName = (schools: number) => `inventario_bench_assets_${schools}`;
const filledMarker = (schools: number) => `filled:${schools}:${ASSETS_PER_SCHOOL}:v${DATA_VERSION}`;

/**
 * With BENCH_KEEP the database has a fixed name (or folder) and is marked once filled, so the next
 * run reuses it (and only applies new migrations) instead of filling 2 million assets again. On
 * PostgreSQL a kept database is marked `filling:…` while it is filled, so a fill that was
 * interrupted resumes at the first school without assets. `growFrom` (BENCH_GROW_FROM=200) starts a
 * larger kept database as a copy of a smaller one already filled (`CREATE DATABASE … TEMPLATE`), so
 * only the schools after it are filled.
 */
export async function benchDatabase(options: {
  serverUrl: string | undefined;
  schools: number;
  keep: boolean;
  growFrom?: number | undefined;
}): Promise<BenchDatabase> {
  const marker = filledMarker(options.schools);
  const root = path.join(import.meta.dirname, '../.tmp');
  if (!options.serverUrl) {
    const dataDir = path.join(
      root,
      `bench-assets-pglite-${options.schools}${options.keep ? '' : `-${process.pid}`}`,
    );
    const markerFile = path.join(dataDir, 'bench-marker');
    const reused = options.keep && existsSync(markerFile) && (await readFile(markerFile, 'utf8')) === marker;
    if (!reused) await rm(dataDir, { recursive: true, force: true });
    await mkdir(dataDir, { recursive: true });
    return {
      url: undefined,
      dataDir,
      reused,
      drop: () => rm(dataDir, { recursive: true, force: true }),
      markFilled: () => writeFile(markerFile, marker),
    };
  }
  const serverUrl = options.serverUrl;
  const name = options.keep ? keptName(options.schools) : `inventario_bench_${Date.now()}`;
  const markerOf = async (database: string): Promise<string | undefined> =>
    (
      await adminQuery(
        serverUrl,
        `select shobj_description(oid, 'pg_database') as marker from pg_database where datname = '${database}'`,
      )
    ).rows[0]?.marker;
  const found = await markerOf(name);
  const reused = found === marker;
  const filling = `filling:${marker.slice('filled:'.length)}`;
  let origin: string | undefined;
  if (!reused && options.keep && found === filling) origin = 'resumed: schools already filled are skipped';
  else if (!reused) {
    await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    const from = options.keep && options.growFrom ? options.growFrom : undefined;
    if (
      from !== undefined &&
      from < options.schools &&
      (await markerOf(keptName(from))) === filledMarker(from)
    ) {
      const started = performance.now();
      await adminQuery(serverUrl, `CREATE DATABASE ${name} TEMPLATE ${keptName(from)}`);
      origin = `copied from ${keptName(from)} in ${((performance.now() - started) / 1000).toFixed(0)} s`;
    } else await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
    if (options.keep) await adminQuery(serverUrl, `COMMENT ON DATABASE ${name} IS '${filling}'`);
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dataDir = path.join(root, `bench-assets-data-${process.pid}`);
  await mkdir(dataDir, { recursive: true });
  return {
    url: url.toString(),
    dataDir,
    reused,
    origin,
    drop: async () => {
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await rm(dataDir, { recursive: true, force: true });
    },
    markFilled: async () => {
      await adminQuery(serverUrl, `COMMENT ON DATABASE ${name} IS '${marker}'`);
    },
  };
}

/** The PGlite folder stays; the server's DATA_DIR beside a PostgreSQL database is scratch. */
export async function releaseScratch(database: BenchDatabase) {
  if (database.url) await rm(database.dataDir, { recursive: true, force: true });
}

const GOODS = [
  'Notebook',
  'PC desktop',
  'Monitor 24 pollici',
  'Lavagna interattiva multimediale',
  'Videoproiettore',
  'Stampante laser',
  'Tablet',
  'Banco biposto',
  'Sedia ergonomica',
  'Armadio metallico',
  'Microscopio ottico',
  'Pianoforte digitale',
];
const BRANDS = ['Lenovo', 'Dell', 'HP', 'Acer', 'Epson', 'Samsung', 'Kartell', 'Olivetti'];

const pgArray = (values: string[]) => `{${values.map((v) => `"${v}"`).join(',')}}`;

/**
 * One school's data: 5 sites, 100 locations, 40 creditors, 500 charges of 20 assets each in an open
 * 2026 (one asset in 5 durable, 3 in 100 discharged since), and every asset line.
 */
async function fillSchool(db: Db, customerCode: string) {
  const charges = ASSETS_PER_SCHOOL / ASSETS_PER_CHARGE;
  await inTenantTransaction(db, customerCode, async (tx) => {
    await tx.execute(sql`insert into sites (customer_code, code, description)
      select ${customerCode}, 'S' || g, 'Plesso ' || g from generate_series(1, ${SITES_PER_SCHOOL}) g`);
    await tx.execute(sql`insert into locations (customer_code, site_id, code, description)
      select s.customer_code, s.id, 'L' || g, 'Aula ' || g || ' ' || s.description
      from sites s, generate_series(1, ${LOCATIONS_PER_SCHOOL / SITES_PER_SCHOOL}) g where s.customer_code = ${customerCode}`);
    await tx.execute(sql`insert into creditors (customer_code, vendor_type, business_name, vat_number, display_name)
      select ${customerCode}, 'G', 'Fornitore ' || g || ' srl', lpad((g * 7919)::text, 11, '0'), 'Fornitore ' || g || ' srl'
      from generate_series(1, 40) g`);
    await tx.execute(
      sql`insert into financial_years (customer_code, year, start_date, status) values (${customerCode}, 2026, '2026-01-01', 1)`,
    );
    await tx.execute(sql`
      with cred as (select array_agg(id order by id) as ids from creditors where customer_code = ${customerCode})
      insert into movements (customer_code, type, year, number, date, causal, creditor_id, document_type,
        document_date, document_number, total_cents, created_by)
      select ${customerCode}, 1, 2026, g, date '2026-01-01' + (g * 300 / ${charges}), 'ACQ',
        cred.ids[1 + g % array_length(cred.ids, 1)], 'Fattura', date '2026-01-01' + (g * 300 / ${charges}),
        'FT/' || g, 0, 'bench'
      from generate_series(1, ${charges}) g, cred`);
    await tx.execute(sql`
      with subs as (
        select array_agg(sc.id order by sc.id) as ids, min(c.register_id) as register_id
        from subcategories sc join categories c on c.customer_code = sc.customer_code and c.id = sc.category_id
        join registers r on r.customer_code = c.customer_code and r.id = c.register_id
        where sc.customer_code = ${customerCode} and r.kind = 'movable'),
      locs as (select array_agg(id order by id) as ids from locations where customer_code = ${customerCode}),
      movs as (select array_agg(id order by number) as ids, array_agg(date order by number) as dates
        from movements where customer_code = ${customerCode}),
      g as (select g, (g * 7) % ${GOODS.length} as good, g % 5 = 0 as durable from generate_series(1, ${ASSETS_PER_SCHOOL}) g)
      insert into assets (customer_code, description, register_id, subcategory_id, asset_class, inventory_number, durable_number,
        original_inventory_number, historical_price_cents, actual_price_cents, charge_date, location_id, status,
        serial_number, brand, charge_movement_id)
      select ${customerCode},
        (${pgArray(GOODS)}::text[])[1 + good] || ' ' || (${pgArray(BRANDS)}::text[])[1 + g % ${BRANDS.length}] || ' mod. ' || (g % 97),
        subs.register_id, subs.ids[1 + g % array_length(subs.ids, 1)],
        case when durable then 'durable' else 'inventory' end,
        case when durable then null else g - g / 5 end, case when durable then g / 5 else null end,
        case when g % 10 = 3 then 'VEC-' || g else null end,
        case when durable then 4900 + (g * 13) % 15000 else 20000 + (g * 37) % 200000 end,
        case when durable then 4900 + (g * 13) % 15000 else 20000 + (g * 37) % 200000 end,
        movs.dates[1 + (g - 1) / ${ASSETS_PER_CHARGE}], locs.ids[1 + g % array_length(locs.ids, 1)],
        case when g % 100 < 3 then 4 else 2 end,
        'SN' || lpad(((g * 104729) % 9999991)::text, 7, '0'),
        (${pgArray(BRANDS)}::text[])[1 + g % ${BRANDS.length}], movs.ids[1 + (g - 1) / ${ASSETS_PER_CHARGE}]
      from g, subs, locs, movs`);
    await tx.execute(sql`insert into movement_assets (customer_code, movement_id, asset_id, position, value_cents)
      select customer_code, charge_movement_id, id,
        row_number() over (partition by charge_movement_id order by id), historical_price_cents
      from assets where customer_code = ${customerCode}`);
    await tx.execute(sql`update movements m set total_cents = t.total
      from (select movement_id, sum(value_cents) as total from movement_assets where customer_code = ${customerCode}
        group by movement_id) t
      where m.customer_code = ${customerCode} and m.id = t.movement_id`);
  });
}

async function addUser(db: Db, customerCode: string) {
  const username = `bench.${customerCode.toLowerCase()}`;
  await upsertIdentityUser(db, {
    username,
    password: BENCH_PASSWORD,
    givenName: 'Bench',
    familyName: customerCode,
    customerCode,
    roles: ['inv.default'],
    licenses: ['INV'],
  });
  await upsertCustomerUser(db, { customerCode, username, fullName: `Bench ${customerCode}` });
}

/** Migrates (a kept database gets only the new migrations) and fills the schools unless reused. */
export async function prepareBenchDatabase(
  bench: BenchDatabase,
  schools: number,
  users: number,
): Promise<Database> {
  const database = await openDatabase({
    databaseUrl: bench.url,
    dataDir: bench.url ? undefined : bench.dataDir,
  });
  let started = performance.now();
  await installDatabase(database);
  console.log(`  migrated in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  if (bench.reused) {
    console.log(`  reusing the kept database (${schools} schools × ${ASSETS_PER_SCHOOL} assets)`);
    return database;
  }
  started = performance.now();
  // BENCH_FILL_CONNECTIONS (1) fills that many schools at once, each in its own transaction.
  // PostgreSQL only: PGlite has one session, which concurrent transactions would share.
  const connections = bench.url ? Math.max(1, Number(process.env.BENCH_FILL_CONNECTIONS ?? 1)) : 1;
  console.log(
    `Filling ${schools} schools × ${ASSETS_PER_SCHOOL} assets (${database.engine}${bench.origin ? `; ${bench.origin}` : ''}; ${connections} at once)…`,
  );
  let next = 1;
  let done = 0;
  let skipped = 0;
  const fillNext = async () => {
    for (let i = next++; i <= schools; i = next++) {
      const customerCode = schoolCode(i);
      // A school's assets are written in one transaction with its charges: with any, it is filled.
      const [found] = await queryRows<{ filled: boolean }>(
        database.db,
        sql`select exists (select 1 from assets where customer_code = ${customerCode}) as filled`,
      );
      if (!found?.filled) {
        await upsertCustomer(database.db, {
          code: customerCode,
          name: `Scuola ${customerCode}`,
          city: 'Roma',
          codMin: `MIN${customerCode}`,
        });
        await ensureSchool(database.db, customerCode);
        await fillSchool(database.db, customerCode);
      }
      if (i <= users) await addUser(database.db, customerCode);
      if (found?.filled) skipped++;
      if (++done % 20 === 0)
        console.log(
          `  ${done} schools filled (${skipped} found filled), ${((performance.now() - started) / 1000).toFixed(0)} s`,
        );
    }
  };
  await Promise.all(Array.from({ length: connections }, fillNext));
  const filledIn = performance.now() - started;
  console.log(
    `  ${schools - skipped} schools filled in ${(filledIn / 1000).toFixed(0)} s (${skipped} found filled); vacuum analyze…`,
  );
  await database.db.execute(sql`vacuum analyze`);
  await bench.markFilled();
  console.log(`  vacuumed and analyzed in ${((performance.now() - started - filledIn) / 1000).toFixed(0)} s`);
  return database;
}
