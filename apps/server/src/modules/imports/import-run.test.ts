import type { ImportSummary, TempList } from '@inventario/shared/contracts/imports';
import { and, asc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assetHistory,
  assets,
  auditEvents,
  financialYears,
  movements,
  numberCounters,
  registers,
  schoolData,
} from '../../db/schema/index.ts';
import { inTenantTransaction } from '../../db/tenant.ts';
import { localDocumentStore } from '../../storage/document-store.ts';
import {
  type Credentials,
  call,
  send,
  signedInSchool,
  startTestApp,
  type TestApp,
} from '../../test/harness.ts';
import { schoolDigest } from '../../test/school-digest.ts';
import { ImportProgressBoard } from './import-progress.ts';
import { runImport } from './import-run.ts';
import { runImportValidation } from './import-validation.ts';
import type { ImportJobDeps } from './imports.deps.ts';
import { importLeaving, validatedImport } from './imports.fixtures.ts';
import { buildImportTemplate } from './templates/import-template.ts';

/**
 * The import itself (docs/IMPORTS.md, "Confirm"), of the type-1 template's example school
 * (`templates/whole-inventory-examples.ts`): 2024 closed and 2025 open, site 01 with two locations,
 * creditors, a universality, seven goods, three charges, a proposal, its discharge and an increase.
 */

const confirm = (t: TestApp, credentials: Credentials, id: string) =>
  send<ImportSummary & { code?: string; details?: Record<string, unknown> }>(
    t,
    credentials,
    'POST',
    `/import/${id}/confirm`,
  );

describe('imports: the confirm and the run', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ WORKER: 'on' });
  });
  afterAll(() => t.close());

  const inSchool = <T>(customerCode: string, work: Parameters<typeof inTenantTransaction<T>>[2]) =>
    inTenantTransaction(t.db, customerCode, work);

  it('imports a checked file whole, numbers kept, and the counters go on after them', async () => {
    const { school, user, credentials } = await signedInSchool(t);
    const ready = await validatedImport(t, credentials);
    expect(ready.state).toBe('ready');

    const confirmed = await confirm(t, credentials, ready.id);
    expect(confirmed.status).toBe(202);
    expect(confirmed.body.state).toBe('importing');
    const done = await importLeaving(t, credentials, ready.id, ['importing']);
    expect(done).toMatchObject({ state: 'imported', failureCode: null });
    expect(done.progress.done).toBe(done.progress.total);
    const result = done.result ?? {};
    for (const kind of [
      'sites',
      'locations',
      'subConsignees',
      'creditors',
      'years',
      'universalities',
      'assets',
    ])
      expect([kind, result[kind]]).toEqual([kind, ready.counts[kind]]);
    const vouchers = ['charge', 'discharge', 'proposal', 'decrease', 'increase'];
    expect(vouchers.reduce((sum, kind) => sum + (result[kind] ?? 0), 0)).toBe(ready.counts.movements);
    expect(result.lines).toBe(ready.counts.lines);
    expect((await send(t, credentials, 'GET', '/import/pending')).body).toEqual({ import: null });

    const stored = await inSchool(school.customerCode, async (tx) => ({
      years: await tx
        .select({ year: financialYears.year, status: financialYears.status })
        .from(financialYears)
        .where(eq(financialYears.customerCode, school.customerCode))
        .orderBy(asc(financialYears.year)),
      vouchers: await tx
        .select({
          type: movements.type,
          year: movements.year,
          number: movements.number,
          total: movements.totalCents,
        })
        .from(movements)
        .where(eq(movements.customerCode, school.customerCode))
        .orderBy(asc(movements.year), asc(movements.type)),
      counters: await tx
        .select({ scope: numberCounters.scope, last: numberCounters.last })
        .from(numberCounters)
        .where(eq(numberCounters.customerCode, school.customerCode))
        .orderBy(asc(numberCounters.scope)),
      registers: await tx
        .select({ id: registers.id, kind: registers.kind })
        .from(registers)
        .where(eq(registers.customerCode, school.customerCode)),
      durable: await tx
        .select({ last: schoolData.lastDurableMovable })
        .from(schoolData)
        .where(eq(schoolData.customerCode, school.customerCode)),
      goods: await tx
        .select({ id: assets.id, number: assets.inventoryNumber, charge: assets.chargeMovementId })
        .from(assets)
        .where(eq(assets.customerCode, school.customerCode))
        .orderBy(asc(assets.id)),
      audit: await tx
        .select({ action: auditEvents.action, actor: auditEvents.actorUsername })
        .from(auditEvents)
        .where(and(eq(auditEvents.customerCode, school.customerCode), eq(auditEvents.entity, 'import'))),
    }));
    // 2024, closed in the file, comes in imported; 2025, open in the file, stays open.
    expect(stored.years).toEqual([
      { year: 2024, status: 4 },
      { year: 2025, status: 1 },
    ]);
    // A charge's total is its inventory goods': the printer, a durable good, is not in it.
    expect(stored.vouchers).toEqual([
      { type: 1, year: 2024, number: 1, total: 85_000 + 85_000 },
      { type: 1, year: 2024, number: 2, total: 32_000 + 14_500 + 14_500 },
      { type: 1, year: 2025, number: 1, total: 60_000 },
      { type: 2, year: 2025, number: 1, total: 85_000 },
      { type: 3, year: 2025, number: 1, total: 85_000 },
      { type: 6, year: 2025, number: 1, total: 15_000 },
    ]);
    const registerIds = new Map(stored.registers.map((r) => [r.kind, r.id]));
    expect(stored.counters).toEqual(
      expect.arrayContaining([
        { scope: 'voucher:1:2024', last: 2 },
        { scope: 'voucher:1:2025', last: 1 },
        { scope: 'voucher:2:2025', last: 1 },
        { scope: 'voucher:3:2025', last: 1 },
        { scope: 'voucher:6:2025', last: 1 },
        // The universality's number 4 counts in its register.
        { scope: `inventory:${registerIds.get('movable')}`, last: 4 },
        { scope: `inventory:${registerIds.get('books')}`, last: 1 },
      ]),
    );
    expect(stored.durable[0]?.last).toBe(1);
    expect(stored.goods.every((g) => g.charge !== null)).toBe(true);
    expect(stored.audit).toEqual(
      expect.arrayContaining([
        { action: 'import.confirm', actor: user.username },
        { action: 'import.run', actor: user.username },
      ]),
    );

    // Each good's history starts with its import, tied to its charge.
    const first = stored.goods[0];
    const history = await send<{ action: string; movement: { number: number; type: number } | null }[]>(
      t,
      credentials,
      'GET',
      `/movement/history/fromAsset/${first?.id}`,
    );
    expect(history.body).toEqual([
      expect.objectContaining({
        action: 'import',
        movement: expect.objectContaining({ type: 1, year: 2024, number: 1 }),
      }),
    ]);
    // An import runs once.
    expect((await confirm(t, credentials, ready.id)).body.code).toBe('importNotReady');
  });

  it("refuses to confirm a file with errors, or a mapping that collides with the school's lists", async () => {
    const { credentials } = await signedInSchool(t);
    await send(t, credentials, 'POST', '/site', { code: '01', description: 'Sede' });
    const ready = await validatedImport(t, credentials);
    const sites = await send<TempList>(t, credentials, 'PUT', '/site/temp/list', {
      entries: [{ sourceKey: '01', action: 'create' }],
    });
    expect(sites.status).toBe(200);
    const refused = await confirm(t, credentials, ready.id);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'importSiteCodeTaken',
      details: { kind: 'site', sourceKey: '01' },
    });
    expect((await send<ImportSummary>(t, credentials, 'GET', `/import/${ready.id}`)).body.state).toBe(
      'ready',
    );
    await send(t, credentials, 'DELETE', `/import/${ready.id}`);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await buildImportTemplate(1)) as unknown as ArrayBuffer);
    const beni = workbook.getWorksheet('Beni');
    if (beni) beni.getCell('A2').value = null;
    const invalid = await validatedImport(t, credentials, {
      type: 1,
      fileName: 'errori.xlsx',
      payload: Buffer.from(await workbook.xlsx.writeBuffer()),
    });
    expect(invalid.state).toBe('invalid');
    expect((await confirm(t, credentials, invalid.id)).body.code).toBe('importNotReady');
  });
});

/** A board that stops the run after two batches, as a server that dies or a database that fails. */
class FailingProgressBoard extends ImportProgressBoard {
  private batches = 0;

  override advance(importId: string, count: number) {
    this.batches += 1;
    if (this.batches > 2) throw new Error('the database went away');
    return super.advance(importId, count);
  }
}

describe('imports: a run that fails', () => {
  let t: TestApp;
  beforeAll(async () => {
    // No worker: the test runs the jobs itself, with a run that fails half way.
    t = await startTestApp({ WORKER: 'off' });
  });
  afterAll(() => t.close());

  async function depsWith(progress: ImportProgressBoard): Promise<ImportJobDeps> {
    const store = await localDocumentStore({ dataDir: t.dataDir, apiBaseUrl: '', secret: undefined });
    return { db: t.database.db, store, now: () => new Date(), progress, sharedDatabase: false };
  }

  it('leaves the school exactly as it was, and the import failed with its reason', async () => {
    const { school, user, credentials } = await signedInSchool(t);
    const answer = await call(
      t,
      {
        method: 'POST',
        url: '/inventario/api/import/type/1?fileName=inventario.xlsx',
        headers: { 'content-type': 'application/octet-stream' },
        payload: await buildImportTemplate(1),
      },
      credentials,
    );
    const { id } = answer.json<ImportSummary>();
    const job = { customerCode: school.customerCode, importId: id };
    await runImportValidation(await depsWith(new ImportProgressBoard()), job);
    expect((await confirm(t, credentials, id)).status).toBe(202);

    const before = await schoolDigest(t, school.customerCode);
    const actor = { username: user.username, homeCustomerCode: school.customerCode };
    await runImport(await depsWith(new FailingProgressBoard()), { ...job, actor });
    const after = await schoolDigest(t, school.customerCode);
    const { imports: importBefore, ...restBefore } = before;
    const { imports: importAfter, ...restAfter } = after;
    expect(restAfter).toEqual(restBefore);
    expect(importAfter).not.toEqual(importBefore);
    const failed = (await send<ImportSummary>(t, credentials, 'GET', `/import/${id}`)).body;
    expect(failed).toMatchObject({ state: 'failed', failureCode: 'importFailed', result: null });
    const history = await inTenantTransaction(t.db, school.customerCode, (tx) =>
      tx.select().from(assetHistory).where(eq(assetHistory.customerCode, school.customerCode)),
    );
    expect(history).toEqual([]);

    // A failed import is no longer pending: the school can upload the file again.
    expect((await send(t, credentials, 'GET', '/import/pending')).body).toEqual({ import: null });
  });
});
