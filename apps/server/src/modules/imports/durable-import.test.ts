import type { ImportSummary } from '@inventario/shared/contracts/imports';
import { DURABLE_SHEETS } from '@inventario/shared/domain/imports/import-format';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assets, movements, numberCounters, schoolData } from '../../db/schema/index.ts';
import { inTenantTransaction } from '../../db/tenant.ts';
import { send, startTestApp, type TestApp } from '../../test/harness.ts';
import { schoolWithYear } from '../charges/charge.fixtures.ts';
import { importLeaving, validatedImport } from './imports.fixtures.ts';
import type { WorkbookRow } from './templates/workbook-cells.ts';
import { writeWorkbook } from './templates/workbook-writer.ts';

/**
 * Type 2 (docs/IMPORTS.md): durable goods join a school that works already, as charges numbered after
 * its own, their durable numbers continuing from its settings.
 */

const stationer = {
  register: 'movable',
  categoryCode: '03',
  subcategoryCode: '01',
  creditorName: 'Cartoleria Centrale snc',
  creditorVatNumber: '04567123098',
  documentType: 'Fattura',
  documentNumber: '87/2026',
  documentDate: '2026-03-09',
  chargeDate: '2026-03-10',
};

const durables = (rows: WorkbookRow[]) =>
  writeWorkbook([{ definition: DURABLE_SHEETS[0] as (typeof DURABLE_SHEETS)[number], rows }]);

describe('imports: durable goods (type 2)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ WORKER: 'on' });
  });
  afterAll(() => t.close());

  it('charges the goods by date, supplier and document, numbered after the school', async () => {
    const school = await schoolWithYear(t, 2026);
    await inTenantTransaction(t.db, school.customerCode, (tx) =>
      tx
        .update(schoolData)
        .set({ lastDurableMovable: 7 })
        .where(eq(schoolData.customerCode, school.customerCode)),
    );
    const file = await durables([
      { ...stationer, description: 'Mouse ottico', quantity: 3, unitPrice: 1_290 },
      { ...stationer, description: 'Tastiera', unitPrice: 2_490, siteCode: 'S9', locationCode: 'L1' },
      {
        ...stationer,
        description: 'Chiavetta USB 64 GB',
        unitPrice: 990,
        chargeDate: '2026-04-02',
        documentNumber: '101/2026',
      },
    ]);
    const ready = await validatedImport(t, school.credentials, {
      type: 2,
      fileName: 'facile-consumo.xlsx',
      payload: file,
    });
    expect(ready).toMatchObject({ state: 'ready', errorCount: 0 });
    expect((await send(t, school.credentials, 'POST', `/import/${ready.id}/confirm`)).status).toBe(202);
    const done: ImportSummary = await importLeaving(t, school.credentials, ready.id, ['importing']);
    expect(done).toMatchObject({
      state: 'imported',
      result: { assets: 5, charge: 2, sites: 1, locations: 1 },
    });

    const stored = await inTenantTransaction(t.db, school.customerCode, async (tx) => ({
      charges: await tx
        .select({ number: movements.number, date: movements.date, document: movements.documentNumber })
        .from(movements)
        .where(eq(movements.customerCode, school.customerCode))
        .orderBy(asc(movements.number)),
      goods: await tx
        .select({
          description: assets.description,
          durable: assets.durableNumber,
          price: assets.historicalPriceCents,
        })
        .from(assets)
        .where(eq(assets.customerCode, school.customerCode))
        .orderBy(asc(assets.durableNumber)),
      settings: await tx
        .select({ last: schoolData.lastDurableMovable })
        .from(schoolData)
        .where(eq(schoolData.customerCode, school.customerCode)),
      counter: await tx
        .select({ last: numberCounters.last })
        .from(numberCounters)
        .where(
          and(
            eq(numberCounters.customerCode, school.customerCode),
            eq(numberCounters.scope, 'voucher:1:2026'),
          ),
        ),
    }));
    expect(stored.charges).toEqual([
      { number: 1, date: '2026-03-10', document: '87/2026' },
      { number: 2, date: '2026-04-02', document: '101/2026' },
    ]);
    expect(stored.goods).toEqual([
      { description: 'Mouse ottico', durable: 8, price: 1_290 },
      { description: 'Mouse ottico', durable: 9, price: 1_290 },
      { description: 'Mouse ottico', durable: 10, price: 1_290 },
      { description: 'Tastiera', durable: 11, price: 2_490 },
      { description: 'Chiavetta USB 64 GB', durable: 12, price: 990 },
    ]);
    expect(stored.settings[0]?.last).toBe(12);
    expect(stored.counter[0]?.last).toBe(2);
  });

  it('refuses goods of the inventory and goods outside the open years, by row', async () => {
    const school = await schoolWithYear(t, 2026);
    const file = await durables([
      { ...stationer, description: 'Monitor', unitPrice: 21_000 },
      { ...stationer, description: 'Penne', unitPrice: 100, chargeDate: '2025-12-01' },
    ]);
    const invalid = await validatedImport(t, school.credentials, {
      type: 2,
      fileName: 'beni.xlsx',
      payload: file,
    });
    expect(invalid.state).toBe('invalid');
    const issues = await send<{ issues: { code: string; row: number | null }[] }>(
      t,
      school.credentials,
      'GET',
      `/import/${invalid.id}/issues/1/20`,
    );
    // The school's issues come before the file's own.
    expect(issues.body.issues.map((i) => [i.code, i.row])).toEqual([
      ['yearNotOpen', 3],
      ['durablePriceTooHigh', 2],
    ]);
  });
});
