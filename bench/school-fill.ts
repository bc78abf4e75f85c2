import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../apps/server/src/db/client.ts';
import { inTenantTransaction } from '../apps/server/src/db/tenant.ts';

export interface FillOptions {
  inventory: number;
  durable: number;
  /** The registers whose subcategories the assets spread over. */
  registerKinds: readonly string[];
  assetsPerCharge: number;
}

/**
 * A school's 2025, open, set-based: charges of `assetsPerCharge` assets through the year, `inventory`
 * inventory assets over the registers' subcategories (prices 200–2,200 euro) and `durable` durable
 * ones, every asset line; the first-year rule 'full', so that every inventory asset is depreciated.
 */
export async function fillSchool(db: Db, customerCode: string, options: FillOptions): Promise<void> {
  const { inventory, assetsPerCharge } = options;
  const total = inventory + options.durable;
  const charges = total / assetsPerCharge;
  const kinds = sql.join(
    options.registerKinds.map((kind) => sql`${kind}`),
    sql`, `,
  );
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
        where sc.customer_code = ${customerCode} and r.kind in (${kinds})),
      movs as (select array_agg(id order by number) as ids, array_agg(date order by number) as dates
        from movements where customer_code = ${customerCode}),
      g as (select g, g > ${inventory} as durable from generate_series(1, ${total}) g),
      numbered as (select g.*, 1 + g % array_length(subs.ids, 1) as sub from g, subs)
      insert into assets (customer_code, description, register_id, subcategory_id, asset_class, inventory_number,
        durable_number, historical_price_cents, actual_price_cents, charge_date, status, charge_movement_id)
      select ${customerCode}, 'Bene ' || g, subs.registers[sub], subs.ids[sub],
        case when durable then 'durable' else 'inventory' end,
        case when durable then null else g end, case when durable then g - ${inventory} else null end,
        case when durable then 1000 + (g * 13) % 18000 else 20000 + (g * 37) % 200000 end,
        case when durable then 1000 + (g * 13) % 18000 else 20000 + (g * 37) % 200000 end,
        movs.dates[1 + (g - 1) / ${assetsPerCharge}], 2, movs.ids[1 + (g - 1) / ${assetsPerCharge}]
      from numbered, subs, movs`);
    await tx.execute(sql`insert into movement_assets (customer_code, movement_id, asset_id, position, value_cents)
      select customer_code, charge_movement_id, id,
        row_number() over (partition by charge_movement_id order by id) - 1, historical_price_cents
      from assets where customer_code = ${customerCode}`);
    await tx.execute(sql`insert into number_counters (customer_code, scope, last)
      values (${customerCode}, 'voucher:1:2025', ${charges})`);
  });
}

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
export async function ownBenchDatabase(bench: string): Promise<{ drop(): Promise<void> }> {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) return { drop: async () => {} };
  const name = `inventario_bench_${bench}_${process.pid}`;
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
  // A drop right after heavy writes may meet a backend it may not end (an autovacuum worker of the
  // database): it is tried again for a few seconds.
  const drop = async (attempt = 1): Promise<void> => {
    try {
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    } catch (error) {
      if (attempt >= 10) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await drop(attempt + 1);
    }
  };
  return { drop: () => drop() };
}
