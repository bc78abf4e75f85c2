import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchool, startTestApp, type TestApp } from '../test/harness.ts';
import { queryRows } from './client.ts';
import { auditEvents } from './schema/index.ts';
import { inTenantTransaction } from './tenant.ts';

describe('row-level security', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  function event(customerCode: string) {
    return {
      customerCode,
      actorUsername: 'tester',
      actorCustomerCode: customerCode,
      action: 'test',
      entity: 'test',
    };
  }

  it('shows a query that forgets the tenant filter nothing of another school', async () => {
    const a = await buildSchool(t.db);
    const b = await buildSchool(t.db);
    await inTenantTransaction(t.db, a.customerCode, (tx) =>
      tx.insert(auditEvents).values(event(a.customerCode)),
    );
    await inTenantTransaction(t.db, b.customerCode, (tx) =>
      tx.insert(auditEvents).values(event(b.customerCode)),
    );

    const seenByA = await inTenantTransaction(t.db, a.customerCode, (tx) => tx.select().from(auditEvents));
    expect(seenByA.length).toBeGreaterThan(0);
    expect(new Set(seenByA.map((row) => row.customerCode))).toEqual(new Set([a.customerCode]));
  });

  it('refuses to write a row for another school', async () => {
    const a = await buildSchool(t.db);
    const b = await buildSchool(t.db);
    await expect(
      inTenantTransaction(t.db, a.customerCode, (tx) => tx.insert(auditEvents).values(event(b.customerCode))),
    ).rejects.toThrow();
  });

  it('shows nothing when no school is set', async () => {
    const a = await buildSchool(t.db);
    await inTenantTransaction(t.db, a.customerCode, (tx) =>
      tx.insert(auditEvents).values(event(a.customerCode)),
    );
    const seen = await inTenantTransaction(t.db, '', (tx) => tx.select().from(auditEvents));
    expect(seen).toEqual([]);
  });

  it('forces a policy on every table of the inventory that has a school column', async () => {
    const tables = await queryRows<{
      table_name: string;
      enabled: boolean;
      forced: boolean;
      policies: string[];
    }>(
      t.db,
      sql`
      select c.relname as table_name, c.relrowsecurity as enabled, c.relforcerowsecurity as forced,
             array(select p.policyname || ' ' || p.cmd from pg_policies p
               where p.tablename = c.relname and p.schemaname = 'public' order by p.policyname) as policies
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
      join information_schema.columns col on col.table_schema = 'public' and col.table_name = c.relname and col.column_name = 'customer_code'
      where c.relkind = 'r'`,
    );
    expect(tables.length).toBeGreaterThan(3);
    // The exceptions only read: vendor staff's overviews of every school's imports and merges, and a
    // merge's receiver reading the package its seller addressed to it.
    const extra: Record<string, string[]> = {
      imports: ['vendor_overview SELECT'],
      merge_packages: ['merge_receiver SELECT', 'vendor_overview SELECT'],
    };
    // asset_texts, the assets' search copy (migration 0034), has row-level security without a policy
    // and not forced, so that the owner's queries take its substring index: no other role reads a row
    // of it, and the application's role reaches it only through asset_text_matches, for the
    // session's school (modules/assets/asset-texts.test.ts).
    const ownerOnly = new Set(['asset_texts']);
    for (const table of tables) {
      const { table_name: name, enabled, forced, policies } = table;
      expect({ table: name, enabled, forced, policies }).toEqual({
        table: name,
        enabled: true,
        forced: !ownerOnly.has(name),
        policies: ownerOnly.has(name) ? [] : ['tenant_isolation ALL', ...(extra[name] ?? [])].sort(),
      });
    }
    expect(tables.map((table) => table.table_name)).toContain('asset_texts');
  });
});
