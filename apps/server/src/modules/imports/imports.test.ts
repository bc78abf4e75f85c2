import { readdir } from 'node:fs/promises';
import path from 'node:path';
import {
  IMPORT_UPLOAD_MAX_BYTES,
  type ImportIssuePage,
  type ImportSummary,
} from '@inventario/shared/contracts/imports';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imports } from '../../db/schema/index.ts';
import { inTenantTransaction } from '../../db/tenant.ts';
import {
  buildSchool,
  buildUser,
  type Credentials,
  call,
  send,
  signedInSchool,
  signIn,
  startTestApp,
  type TestApp,
} from '../../test/harness.ts';
import { schoolWithYear } from '../charges/charge.fixtures.ts';
import { chargeAssets } from '../value-vouchers/value-voucher.fixtures.ts';
import { buildImportTemplate } from './templates/import-template.ts';

const OCTET = { 'content-type': 'application/octet-stream' };

/** `size` bytes that start as a zip does, made as they are sent: never whole in memory. */
async function* zipBytes(size: number, chunk = 64 * 1024): AsyncGenerator<Uint8Array> {
  const zeros = new Uint8Array(chunk);
  const first = new Uint8Array(chunk);
  first.set([0x50, 0x4b, 0x03, 0x04]);
  for (let sent = 0; sent < size; sent += chunk)
    yield (sent === 0 ? first : zeros).subarray(0, Math.min(chunk, size - sent));
}

/** The type-1 template with one sheet's cell changed: a file with a problem where the test puts it. */
async function templateWith(sheet: string, cell: string, value: ExcelJS.CellValue): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await buildImportTemplate(1)) as unknown as ArrayBuffer);
  const worksheet = workbook.getWorksheet(sheet);
  if (!worksheet) throw new Error(`no sheet ${sheet}`);
  worksheet.getCell(cell).value = value;
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('imports: upload, validation, report and discard', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ WORKER: 'on' });
  });
  afterAll(() => t.close());

  const upload = (credentials: Credentials, type: number, fileName: string, payload: Buffer) =>
    call(
      t,
      {
        method: 'POST',
        url: `/inventario/api/import/type/${type}?fileName=${encodeURIComponent(fileName)}`,
        headers: OCTET,
        payload,
      },
      credentials,
    );

  async function validated(credentials: Credentials, id: string): Promise<ImportSummary> {
    for (let attempt = 0; attempt < 150; attempt++) {
      const { body } = await send<ImportSummary>(t, credentials, 'GET', `/import/${id}`);
      if (body.state !== 'validating') return body;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`import ${id} still validating`);
  }

  const importFiles = (customerCode: string) =>
    readdir(path.join(t.dataDir, 'documents', customerCode, 'imports')).catch(() => [] as string[]);
  const importRows = (customerCode: string) =>
    inTenantTransaction(t.db, customerCode, (tx) =>
      tx.select().from(imports).where(eq(imports.customerCode, customerCode)),
    );

  it('serves the template of every type, a workbook named for its type', async () => {
    const { credentials } = await signedInSchool(t);
    for (const [type, name] of [
      [1, 'modello-importazione-client-server.xlsx'],
      [2, 'modello-importazione-facile-consumo.xlsx'],
      [3, 'modello-importazione-inventario.xlsx'],
      [4, 'modello-importazione-altro-software.xlsx'],
    ] as const) {
      const answer = await call(
        t,
        { method: 'GET', url: `/inventario/api/import/type/${type}/template` },
        credentials,
      );
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-disposition']).toBe(`attachment; filename="${name}"`);
      expect(answer.rawPayload.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    }
  });

  it('validates a correct file in the background: ready, with what it holds; discarding removes its file', async () => {
    const { school, credentials } = await signedInSchool(t);
    const answer = await upload(credentials, 1, 'inventario.xlsx', await buildImportTemplate(1));
    expect(answer.statusCode).toBe(202);
    const accepted = answer.json<ImportSummary>();
    expect(accepted).toMatchObject({ type: 1, state: 'validating', fileName: 'inventario.xlsx' });
    const summary = await validated(credentials, accepted.id);
    expect(summary).toMatchObject({ state: 'ready', errorCount: 0, warningCount: 0 });
    expect(summary.counts).toMatchObject({ sites: expect.any(Number), assets: expect.any(Number) });
    expect(summary.counts.assets).toBeGreaterThan(0);
    expect((await send(t, credentials, 'GET', '/import/pending')).body).toEqual({
      import: summary,
    });
    expect(await importFiles(school.customerCode)).toEqual([accepted.id]);

    const discard = await call(
      t,
      { method: 'DELETE', url: `/inventario/api/import/${accepted.id}` },
      credentials,
    );
    expect(discard.statusCode).toBe(204);
    expect(await importFiles(school.customerCode)).toEqual([]);
    expect((await send(t, credentials, 'GET', '/import/pending')).body).toEqual({
      import: null,
    });
    const again = await call(
      t,
      { method: 'DELETE', url: `/inventario/api/import/${accepted.id}` },
      credentials,
    );
    expect(again.json()).toMatchObject({ code: 'importNotPending' });
    expect(again.statusCode).toBe(409);
  });

  it('reports the problems of a file by sheet, row and column, errors first, a page at a time', async () => {
    const { credentials } = await signedInSchool(t);
    const file = await templateWith('Beni', 'A2', null);
    const accepted = (await upload(credentials, 1, 'con-errori.xlsx', file)).json<ImportSummary>();
    const summary = await validated(credentials, accepted.id);
    expect(summary.state).toBe('invalid');
    expect(summary.errorCount).toBeGreaterThan(0);
    const page = await send<ImportIssuePage>(
      t,
      credentials,
      'GET',
      `/import/${accepted.id}/issues/1/2?severity=error`,
    );
    expect(page.body.total).toBe(summary.errorCount);
    expect(page.body.issues[0]).toEqual({
      severity: 'error',
      code: 'required',
      sheet: 'Beni',
      row: 2,
      column: 'Codice bene',
    });
    expect(page.body.issues.length).toBeLessThanOrEqual(2);
    expect(page.body.truncated).toBe(false);
  });

  it('while an import waits, refuses a second upload and a new financial year', async () => {
    const { credentials } = await signedInSchool(t);
    const first = (
      await upload(credentials, 1, 'a.xlsx', await buildImportTemplate(1))
    ).json<ImportSummary>();
    const second = await upload(credentials, 1, 'b.xlsx', await buildImportTemplate(1));
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'importPending', details: { importId: first.id } });
    const year = await send(t, credentials, 'POST', '/financialYear', {
      startDate: '2026-01-01',
    });
    expect(year).toMatchObject({ status: 409, body: { code: 'importPending' } });
    await validated(credentials, first.id);
    await call(t, { method: 'DELETE', url: `/inventario/api/import/${first.id}` }, credentials);
    expect((await send(t, credentials, 'POST', '/financialYear', { startDate: '2026-01-01' })).status).toBe(
      200,
    );
  });

  it('refuses a whole inventory into a school with goods and vouchers, or with the same years', async () => {
    const school = await schoolWithYear(t, 2025);
    await chargeAssets(t, school.credentials, '2025-03-01', [
      { subcategoryId: school.hardware, historicalPrice: 500 },
    ]);
    const accepted = (
      await upload(school.credentials, 1, 'inventario.xlsx', await buildImportTemplate(1))
    ).json<ImportSummary>();
    expect(await validated(school.credentials, accepted.id)).toMatchObject({
      state: 'invalid',
      errorCount: 2,
    });
    const page = await send<ImportIssuePage>(
      t,
      school.credentials,
      'GET',
      `/import/${accepted.id}/issues/1/10?severity=error`,
    );
    expect(page.body.issues).toEqual([
      {
        severity: 'error',
        code: 'schoolNotEmpty',
        sheet: null,
        row: null,
        column: null,
        params: { movements: 1, assets: 1 },
      },
      {
        severity: 'error',
        code: 'yearExists',
        sheet: 'Esercizi',
        row: 3,
        column: 'Anno',
        params: { year: 2025 },
      },
    ]);
  });

  it('says why a file cannot be read, in the report', async () => {
    const { credentials } = await signedInSchool(t);
    const notAWorkbook = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200)]);
    const accepted = (await upload(credentials, 1, 'rotto.xlsx', notAWorkbook)).json<ImportSummary>();
    const summary = await validated(credentials, accepted.id);
    expect(summary).toMatchObject({ state: 'invalid', errorCount: 1 });
    const page = await send<ImportIssuePage>(t, credentials, 'GET', `/import/${accepted.id}/issues/1/10`);
    expect(page.body.issues[0]).toMatchObject({ severity: 'error', sheet: null, row: null });
    expect(page.body.issues[0]?.code).toMatch(/^file\.import/);
  });

  it('refuses a wrong name, content that is not what the name says, and another role’s types, keeping nothing', async () => {
    const { school, credentials } = await signedInSchool(t);
    const wrongName = await upload(credentials, 1, 'inventario.xls', Buffer.from('x'));
    expect(wrongName.statusCode).toBe(400);
    expect(wrongName.json().details.issues).toEqual([
      expect.objectContaining({ message: 'rules.importFileType' }),
    ]);
    const mismatch = await upload(credentials, 1, 'inventario.xlsx', Buffer.from('Codice;Descrizione\n'));
    expect(mismatch.json()).toMatchObject({ code: 'importContentMismatch' });
    const binaryCsv = await upload(credentials, 1, 'sedi.csv', Buffer.from([0x41, 0x00, 0x42]));
    expect(binaryCsv.json()).toMatchObject({ code: 'importContentMismatch' });
    const vendorOnlyFour = await upload(credentials, 4, 'altro.xlsx', await buildImportTemplate(4));
    expect(vendorOnlyFour.statusCode).toBe(403);
    const vendorOnly = await upload(credentials, 3, 'inventario.xlsx', await buildImportTemplate(3));
    expect(vendorOnly.statusCode).toBe(403);
    expect(await importRows(school.customerCode)).toEqual([]);
    expect(await importFiles(school.customerCode)).toEqual([]);
  });

  it('lets vendor staff import type 3', async () => {
    const school = await buildSchool(t.db);
    const vendor = await signIn(t, await buildUser(t.db, school, { roles: ['inv.default', 'InvAdmin'] }));
    const answer = await upload(vendor, 3, 'inventario.xlsx', await buildImportTemplate(3));
    expect(answer.statusCode).toBe(202);
    expect((await validated(vendor, answer.json<ImportSummary>().id)).state).toBe('ready');
  });

  it('stops a body over 50 MB with a 413, keeping nothing', async () => {
    const { school, credentials } = await signedInSchool(t);
    const response = await fetch(`${t.baseUrl}/inventario/api/import/type/1?fileName=grande.zip`, {
      method: 'POST',
      body: ReadableStream.from(zipBytes(IMPORT_UPLOAD_MAX_BYTES + 1024 * 1024)),
      headers: {
        ...OCTET,
        authorization: `Bearer ${credentials.accessToken}`,
        'x-auth-token': credentials.sessionToken ?? '',
      },
      duplex: 'half',
    } as RequestInit).catch((error: unknown) => error);
    if (response instanceof Response) {
      expect(response.status).toBe(413);
      expect(await response.json()).toMatchObject({ code: 'importTooLarge' });
    }
    expect(await importRows(school.customerCode)).toEqual([]);
    const folder = path.join(t.dataDir, 'documents', school.customerCode, 'imports');
    expect(await readdir(folder).catch(() => [])).toEqual([]);
  });

  it('keeps an import to its school', async () => {
    const { credentials } = await signedInSchool(t);
    const other = await signedInSchool(t);
    const accepted = (
      await upload(credentials, 1, 'a.xlsx', await buildImportTemplate(1))
    ).json<ImportSummary>();
    expect((await send(t, other.credentials, 'GET', `/import/${accepted.id}`)).status).toBe(404);
    expect(
      (await call(t, { method: 'DELETE', url: `/inventario/api/import/${accepted.id}` }, other.credentials))
        .statusCode,
    ).toBe(404);
    expect((await send(t, other.credentials, 'GET', '/import/pending')).body).toEqual({
      import: null,
    });
  });
});
