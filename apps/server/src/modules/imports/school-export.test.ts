import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { inTenantTransaction } from '../../db/tenant.ts';
import { call, signedInSchool, startTestApp, type TestApp } from '../../test/harness.ts';
import { exportedAndImported } from './imports.fixtures.ts';

/**
 * The round trip of docs/IMPORTS.md: a school with history (the demo school's two years, charges,
 * a universality, depreciation, proposals and a discharge) is exported in the type-1 format, the file
 * imported into an empty school, and both schools hold the same registers: the same goods with their
 * numbers, values, states, places and subcategories, the same vouchers with their lines.
 */

/** What the registers (7, 8, 9) and Model K are printed from, without ids: equal in both schools. */
async function registerFacts(t: TestApp, customerCode: string) {
  return inTenantTransaction(t.db, customerCode, async (tx) => ({
    years: await queryRows(
      tx,
      sql`select year, start_date::text, end_date::text, case when status in (2, 3) then 4 else status end as status
        from financial_years where customer_code = ${customerCode} order by year`,
    ),
    goods: await queryRows(
      tx,
      sql`select r.kind, a.inventory_number, a.durable_number, a.description, c.code as category, sc.code as subcategory,
          s.code as site, l.code as location, a.historical_price_cents, a.actual_price_cents, a.status, a.quantity,
          a.charge_date::text, cm.type as charge_type, cm.year as charge_year, cm.number as charge_number,
          ag.code as aggregation, rt.percent::text as rate
        from assets a join registers r on r.customer_code = a.customer_code and r.id = a.register_id
        join subcategories sc on sc.customer_code = a.customer_code and sc.id = a.subcategory_id
        join categories c on c.customer_code = sc.customer_code and c.id = sc.category_id
        left join aggregations ag on ag.customer_code = sc.customer_code and ag.id = sc.aggregation_id
        left join lateral (select percent from subcategory_rates x where x.customer_code = sc.customer_code
          and x.subcategory_id = sc.id order by valid_from_year desc limit 1) rt on true
        left join locations l on l.customer_code = a.customer_code and l.id = a.location_id
        left join sites s on s.customer_code = l.customer_code and s.id = l.site_id
        left join movements cm on cm.customer_code = a.customer_code and cm.id = a.charge_movement_id
        where a.customer_code = ${customerCode} and a.status <> 1
        order by r.kind, a.inventory_number, a.durable_number, a.description, a.historical_price_cents`,
    ),
    vouchers: await queryRows(
      tx,
      sql`select m.type, m.year, m.number, m.date::text, m.total_cents, m.causal, m.voucher_type, m.status,
          cr.display_name as creditor, m.document_number, m.protocol_number,
          (select string_agg(p.year || '/' || p.number, ',' order by p.year, p.number) from discharge_proposals dp
            join movements p on p.customer_code = dp.customer_code and p.id = dp.proposal_id
            where dp.customer_code = m.customer_code and dp.discharge_id = m.id) as proposals
        from movements m left join creditors cr on cr.customer_code = m.customer_code and cr.id = m.creditor_id
        where m.customer_code = ${customerCode} order by m.year, m.type, m.number`,
    ),
    lines: await queryRows(
      tx,
      sql`select m.type, m.year, m.number, ma.position, r.kind, a.inventory_number, a.durable_number,
          ma.value_cents, ma.variation_cents
        from movement_assets ma join movements m on m.customer_code = ma.customer_code and m.id = ma.movement_id
        join assets a on a.customer_code = ma.customer_code and a.id = ma.asset_id
        join registers r on r.customer_code = a.customer_code and r.id = a.register_id
        where ma.customer_code = ${customerCode} order by m.year, m.type, m.number, ma.position`,
    ),
  }));
}

describe("imports: the school's export and the round trip", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ WORKER: 'on' });
  });
  afterAll(() => t.close());

  it('exports a school with history, and its import into an empty school holds the same registers', async () => {
    const { source, target } = await exportedAndImported(t);
    const before = await registerFacts(t, source);
    const after = await registerFacts(t, target);
    expect(before.goods.length).toBeGreaterThan(10);
    expect(before.vouchers.length).toBeGreaterThan(5);
    expect(after).toEqual(before);
  });

  it('names the file after the school and the day', async () => {
    const { school, credentials } = await signedInSchool(t);
    const exported = await call(
      t,
      { method: 'GET', url: '/inventario/api/import/type/1/export' },
      credentials,
    );
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="inventario-${school.customerCode}-\\d{4}-\\d{2}-\\d{2}\\.xlsx"$`),
    );
    expect(exported.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');
  });
});
