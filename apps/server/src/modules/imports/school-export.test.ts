import type { ImportSummary } from '@inventario/shared/contracts/imports';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Tx } from '../../db/client.ts';
import { administrations, debtors, movements } from '../../db/schema/index.ts';
import { inTenantTransaction } from '../../db/tenant.ts';
import { seedDemoInventory } from '../../seed/demo.ts';
import {
  buildUser,
  type Credentials,
  call,
  send,
  signedInSchool,
  startTestApp,
  type TestApp,
} from '../../test/harness.ts';
import { exportedAndImported, importLeaving, validatedImport } from './imports.fixtures.ts';

/**
 * The round trip of docs/IMPORTS.md: a school with history (the demo school's two years, charges,
 * a universality, depreciation, proposals and a discharge) is exported in the type-1 format, the file
 * imported into an empty school, and both schools hold the same registers: the same goods with their
 * numbers, values, states, places and subcategories, the same vouchers with their lines, and what the
 * vouchers record besides: delivery notes, orders, destinations, administrations and liability.
 */

/** What a voucher records besides the registers' figures, its debtor and administration by name. */
function voucherDetails(tx: Tx, customerCode: string) {
  return queryRows<Record<string, unknown>>(
    tx,
    sql`select m.type, m.year, m.number, m.delivery_number, m.delivery_date::text, m.order_number,
        m.order_date::text, d.display_name as debtor, ad.description as administration, m.liability,
        m.liable_party
      from movements m left join debtors d on d.customer_code = m.customer_code and d.id = m.debtor_id
      left join administrations ad on ad.customer_code = m.customer_code and ad.id = m.administration_id
      where m.customer_code = ${customerCode} order by m.year, m.type, m.number`,
  );
}

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
    voucherDetails: await voucherDetails(tx, customerCode),
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

/** A school with the demo school's history, and the credentials of its user. */
async function demoSchool(t: TestApp) {
  const { school, credentials } = await signedInSchool(t);
  const dsga = await buildUser(t.db, school);
  await seedDemoInventory(
    t.database.db,
    school.customerCode,
    { heading: 'Istituto di prova', labelHeading: 'IC Prova' },
    { ...dsga, givenName: 'Maria', familyName: 'Rossi', note: 'DSGA' },
  );
  return { customerCode: school.customerCode, credentials };
}

/** Exports a school and imports the file into another, answering the import once it ended. */
async function exportInto(t: TestApp, source: Credentials, target: Credentials): Promise<ImportSummary> {
  const exported = await call(t, { method: 'GET', url: '/inventario/api/import/type/1/export' }, source);
  expect(exported.statusCode).toBe(200);
  const ready = await validatedImport(t, target, {
    type: 1,
    fileName: 'export.xlsx',
    payload: exported.rawPayload,
  });
  expect(ready).toMatchObject({ state: 'ready' });
  await send(t, target, 'POST', `/import/${ready.id}/confirm`);
  return importLeaving(t, target, ready.id, ['importing']);
}

/** A school's vouchers of one type, oldest first, by the test connection (past row-level security). */
function vouchersOf(t: TestApp, customerCode: string, type: number) {
  return t.db
    .select({ id: movements.id, year: movements.year, number: movements.number })
    .from(movements)
    .where(and(eq(movements.customerCode, customerCode), eq(movements.type, type)))
    .orderBy(asc(movements.year), asc(movements.number));
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

  it("keeps a voucher's destination, administration, liability, delivery note and order", async () => {
    const source = await demoSchool(t);
    const [administration] = await t.db
      .insert(administrations)
      .values({ customerCode: source.customerCode, description: 'Città metropolitana di Roma Capitale' })
      .returning({ id: administrations.id });
    const [charge] = await vouchersOf(t, source.customerCode, 1);
    const [discharge] = await vouchersOf(t, source.customerCode, 2);
    const [decrease] = await vouchersOf(t, source.customerCode, 5);
    if (!administration || !charge || !discharge || !decrease)
      throw new Error('the demo school has no such voucher');
    await t.db
      .update(movements)
      .set({
        deliveryNumber: 'DDT 418',
        orderNumber: 'ORD-2024-07',
        orderDate: sql`date - 10`,
        administrationId: administration.id,
      })
      .where(eq(movements.id, charge.id));
    await t.db
      .update(movements)
      .set({
        liability: 'liable',
        liableParty: 'Ditta Traslochi Veloci',
        administrationId: administration.id,
      })
      .where(eq(movements.id, discharge.id));
    await t.db
      .update(movements)
      .set({ administrationId: administration.id })
      .where(eq(movements.id, decrease.id));

    // The target school has the demo's destination already, spelt otherwise: the discharge goes to it.
    const target = await signedInSchool(t);
    const [comune] = await t.db
      .insert(debtors)
      .values({
        customerCode: target.school.customerCode,
        vendorType: 'G',
        businessName: 'COMUNE DI  ROMA',
        displayName: 'COMUNE DI  ROMA',
      })
      .returning({ id: debtors.id });
    const done = await exportInto(t, source.credentials, target.credentials);
    expect(done).toMatchObject({ state: 'imported', result: { debtors: 0, administrations: 1 } });

    const before = await inTenantTransaction(t.db, source.customerCode, (tx) =>
      voucherDetails(tx, source.customerCode),
    );
    const after = await inTenantTransaction(t.db, target.school.customerCode, (tx) =>
      voucherDetails(tx, target.school.customerCode),
    );
    const key = (row: Record<string, unknown>) => `${row.type} ${row.year}/${row.number}`;
    const byVoucher = (rows: Record<string, unknown>[]) => new Map(rows.map((row) => [key(row), row]));
    const [sourceVouchers, targetVouchers] = [byVoucher(before), byVoucher(after)];
    expect([...targetVouchers.keys()]).toEqual([...sourceVouchers.keys()]);
    const chargeKey = `1 ${charge.year}/${charge.number}`;
    expect(targetVouchers.get(chargeKey)).toEqual(sourceVouchers.get(chargeKey));
    expect(targetVouchers.get(chargeKey)).toMatchObject({
      delivery_number: 'DDT 418',
      delivery_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      order_number: 'ORD-2024-07',
      order_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      administration: 'Città metropolitana di Roma Capitale',
    });
    expect(targetVouchers.get(`2 ${discharge.year}/${discharge.number}`)).toMatchObject({
      debtor: 'COMUNE DI  ROMA',
      administration: 'Città metropolitana di Roma Capitale',
      liability: 'liable',
      liable_party: 'Ditta Traslochi Veloci',
    });
    expect(targetVouchers.get(`5 ${decrease.year}/${decrease.number}`)).toMatchObject({
      administration: 'Città metropolitana di Roma Capitale',
    });
    // Everything else as in the source, the destination named as the target school names it.
    const renamed = (row: Record<string, unknown> | undefined) =>
      row?.debtor === 'Comune di Roma' ? { ...row, debtor: 'COMUNE DI  ROMA' } : row;
    expect(after).toEqual(before.map(renamed));

    // The destination matched, the administration created once for its three vouchers.
    const targetDebtors = await t.db
      .select({ id: debtors.id })
      .from(debtors)
      .where(eq(debtors.customerCode, target.school.customerCode));
    expect(targetDebtors).toEqual([{ id: comune?.id }]);
    const [targetDischarge] = await vouchersOf(t, target.school.customerCode, 2);
    const [stored] = await t.db
      .select({ debtorId: movements.debtorId })
      .from(movements)
      .where(eq(movements.id, targetDischarge?.id ?? 0));
    expect(stored?.debtorId).toBe(comune?.id);
    const targetAdministrations = await t.db
      .select({ description: administrations.description })
      .from(administrations)
      .where(eq(administrations.customerCode, target.school.customerCode));
    expect(targetAdministrations).toEqual([{ description: 'Città metropolitana di Roma Capitale' }]);
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
