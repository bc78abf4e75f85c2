import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client.ts';
import { inTenantTransaction } from '../db/tenant.ts';
import type { TestApp } from './harness.ts';

/** A digest of everything the school has: every row of its tables, and its print jobs. */
export async function schoolDigest(t: TestApp, customerCode: string): Promise<Record<string, string>> {
  const tables = await queryRows<{ table_name: string }>(
    t.db,
    // The tables a school's requests can read: asset_texts, the search copy of `assets` that only a
    // function reads (migration 0034), is in the digest through `assets`.
    sql`select table_name from information_schema.columns
      where table_schema = 'public' and column_name = 'customer_code'
        and has_table_privilege('inventario_app', format('%I.%I', table_schema, table_name), 'select')
      order by table_name`,
  );
  return inTenantTransaction(t.db, customerCode, async (tx) => {
    const digest: Record<string, string> = {};
    for (const { table_name: table } of tables) {
      const [row] = await queryRows<{ rows: number; md5: string }>(
        tx,
        sql`select count(*)::int as rows, md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as md5
          from ${sql.identifier(table)} r where customer_code = ${customerCode}`,
      );
      digest[table] = `${row?.rows} ${row?.md5}`;
    }
    const [jobs] = await queryRows<{ jobs: number }>(
      tx,
      sql`select count(*)::int as jobs from pgboss.job where data ->> 'customerCode' = ${customerCode}`,
    );
    digest['pgboss.job'] = String(jobs?.jobs);
    return digest;
  });
}
