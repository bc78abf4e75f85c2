import { execFileSync } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DocumentSummary, DocumentType } from '@inventario/shared/contracts/documents';
import { DOCUMENT_TYPES } from '@inventario/shared/domain/documents/document-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, type Credentials, send, signIn, startTestApp, type TestApp } from '../../test/harness.ts';
import { schoolWithYear } from '../charges/charge.fixtures.ts';
import { chargeAssets } from '../value-vouchers/value-voucher.fixtures.ts';
import { rendererOf } from './renderers.ts';

type Page = { s3Documents: DocumentSummary[]; total: number; processing: number };

async function movableRegister(t: TestApp, c: Credentials): Promise<number> {
  const registers = (await send<{ id: number; description: string }[]>(t, c, 'GET', '/register/list')).body;
  const found = registers.find((r) => /mobili/i.test(r.description));
  if (!found) throw new Error('no movable register');
  return found.id;
}

const search = (t: TestApp, c: Credentials, body: object = {}) =>
  send<Page>(t, c, 'POST', '/s3documents/search/1/10', body);

async function untilSettled(t: TestApp, c: Credentials, id: number): Promise<DocumentSummary> {
  for (let attempt = 0; attempt < 600; attempt++) {
    const found = (await search(t, c)).body.s3Documents.find((d) => d.id === id);
    if (found && found.processingStatus > 2) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`document ${id} still processing`);
}

async function pdfText(bytes: ArrayBuffer): Promise<string> {
  const file = path.join(await mkdtemp(path.join(tmpdir(), 'inventario-doc-')), 'doc.pdf');
  await writeFile(file, Buffer.from(bytes));
  return execFileSync('pdftotext', ['-layout', file, '-']).toString();
}

describe('documents with the worker', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ WORKER: 'on' });
  });
  afterAll(() => t.close());

  it('lists the document types by menu group', async () => {
    const s = await schoolWithYear(t);
    const all = await send<DocumentType[]>(t, s.credentials, 'GET', '/s3documents/typeList');
    expect(all.body).toHaveLength(19);
    const labels = await send<DocumentType[]>(t, s.credentials, 'GET', '/s3documents/typeList/4');
    expect(labels.body.map((type) => type.id)).toEqual([29, 32]);
    expect((await send(t, s.credentials, 'GET', '/s3documents/typeList/5')).status).toBe(400);
  });

  it('renders an inventory register in the background and hands it out through a signed link', async () => {
    const s = await schoolWithYear(t);
    await chargeAssets(t, s.credentials, '2026-02-01', [
      { subcategoryId: s.hardware, historicalPrice: 1234.56, description: 'Server di rete' },
      { subcategoryId: s.furniture, historicalPrice: 250, description: 'Scrivania docente' },
    ]);
    await chargeAssets(t, s.credentials, '2026-05-10', [
      { subcategoryId: s.hardware, historicalPrice: 900, description: 'Portatile di maggio' },
    ]);
    const idRegister = await movableRegister(t, s.credentials);
    const published = await send<{ id: number; url: string | null }>(
      t,
      s.credentials,
      'POST',
      '/s3documents/publishMessage',
      {
        documentType: 7,
        conditions: { idRegister, atDate: '2026-03-31' },
      },
    );
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(published.body.url).toBeNull();

    const done = await untilSettled(t, s.credentials, published.body.id);
    expect(done).toMatchObject({
      processingStatus: 3,
      failureCode: null,
      documentType: { id: 7, description: 'Registro di inventario', group: 1 },
      files: [
        {
          position: 0,
          contentType: 'application/pdf',
          fileName: expect.stringMatching(/^registro-di-inventario-.*-2026-03-31\.pdf$/),
        },
      ],
    });
    expect((await search(t, s.credentials)).body).toMatchObject({ total: 1, processing: 0 });
    expect((await search(t, s.credentials, { text: 'modello' })).body.total).toBe(0);
    expect((await search(t, s.credentials, { processingStatus: 3, text: 'registro' })).body.total).toBe(1);

    const link = await send<{ url: string }>(
      t,
      s.credentials,
      'GET',
      `/s3documents/${done.id}/generateUrlForDownload`,
    );
    expect(link.status).toBe(200);
    const download = await fetch(link.body.url);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toContain('attachment');
    const text = await pdfText(await download.arrayBuffer());
    expect(text).toContain('Registro di inventario');
    expect(text).toContain('Server di rete');
    expect(text).toContain('1.234,56 €');
    // At 31 March the May charge is not in the register yet.
    expect(text).not.toContain('Portatile di maggio');
    expect(text).toContain('1.484,56 €');

    // A forged or altered token is refused.
    const forged = await fetch(`${link.body.url.slice(0, -3)}abc`);
    expect(forged.status).toBe(410);
    expect(((await forged.json()) as { code: string }).code).toBe('downloadLinkExpired');
    expect(
      (await send(t, s.credentials, 'GET', `/s3documents/${done.id}/generateUrlForDownload?file=1`)).status,
    ).toBe(404);

    // Another school neither sees nor downloads nor deletes it.
    const other = await schoolWithYear(t);
    expect((await search(t, other.credentials)).body.total).toBe(0);
    expect(
      (await send(t, other.credentials, 'GET', `/s3documents/${done.id}/generateUrlForDownload`)).status,
    ).toBe(404);
    expect((await send(t, other.credentials, 'DELETE', `/s3documents/${done.id}`)).status).toBe(404);

    expect((await send(t, s.credentials, 'DELETE', `/s3documents/${done.id}`)).status).toBe(204);
    expect((await search(t, s.credentials)).body.total).toBe(0);
    expect((await fetch(link.body.url)).status).toBe(410);
  });

  it('names in each row the register and the date it was printed at, and finds it by the register', async () => {
    const s = await schoolWithYear(t);
    const registers = (
      await send<{ id: number; description: string }[]>(t, s.credentials, 'GET', '/register/list')
    ).body;
    const movable = registers.find((r) => /mobili/i.test(r.description));
    const books = registers.find((r) => /libri/i.test(r.description));
    if (!movable || !books) throw new Error('the school lacks the movable or the books register');
    const printed: number[] = [];
    for (const [register, atDate] of [
      [movable, '2026-03-31'],
      [books, '2026-06-30'],
    ] as const) {
      const published = await send<{ id: number }>(t, s.credentials, 'POST', '/s3documents/publishMessage', {
        documentType: 7,
        conditions: { idRegister: register.id, atDate },
      });
      expect(published.status, JSON.stringify(published.body)).toBe(200);
      await untilSettled(t, s.credentials, published.body.id);
      printed.push(published.body.id);
    }

    const rows = (await search(t, s.credentials)).body.s3Documents;
    expect(rows.map((row) => [row.id, row.subject])).toEqual([
      [printed[1], { register: books.description, atDate: '2026-06-30' }],
      [printed[0], { register: movable.description, atDate: '2026-03-31' }],
    ]);
    // The type's description or the register's name: 'libri' is in no type, only in the books register.
    const byRegister = (await search(t, s.credentials, { text: 'LIBRI' })).body;
    expect(byRegister.s3Documents.map((row) => row.id)).toEqual([printed[1]]);
    expect((await search(t, s.credentials, { text: 'registro di inv' })).body.total).toBe(2);
    expect((await search(t, s.credentials, { text: '%' })).body.total).toBe(0);
  });

  it('prints label sheets and zebra labels with their ZPL for a range of inventory numbers', async () => {
    const s = await schoolWithYear(t);
    await chargeAssets(t, s.credentials, '2026-02-01', [
      { subcategoryId: s.hardware, historicalPrice: 900, description: 'Portatile' },
      { subcategoryId: s.hardware, historicalPrice: 700, description: 'Stampante laser' },
      { subcategoryId: s.hardware, historicalPrice: 800, description: 'Proiettore' },
    ]);
    const idRegister = await movableRegister(t, s.credentials);
    const labels = (
      idLabelsSetting: number,
      basis: object = { kind: 'inventoryNumber', idRegister, fromInventoryNumber: 1, toInventoryNumber: 2 },
    ) => ({
      documentType: 29,
      conditions: {
        idLabelsSetting,
        labelsHeading: 'Istituto di prova',
        labelsStartRow: 2,
        labelsStartColumn: 3,
        includeOriginalInventoryNumber: false,
        basis,
      },
    });
    const publish = (body: object) =>
      send<{ id: number; code?: string }>(t, s.credentials, 'POST', '/s3documents/publishMessage', body);

    const empty = await publish(
      labels(1, { kind: 'inventoryNumber', idRegister, fromInventoryNumber: 50, toInventoryNumber: 60 }),
    );
    expect([empty.status, empty.body.code]).toEqual([400, 'nothingSelected']);
    const outside = await publish({
      ...labels(1),
      conditions: { ...labels(1).conditions, labelsStartColumn: 9 },
    });
    expect(outside.status).toBe(400);

    const sheet = await publish(labels(1));
    expect(sheet.status, JSON.stringify(sheet.body)).toBe(200);
    const sheetDone = await untilSettled(t, s.credentials, sheet.body.id);
    expect(sheetDone).toMatchObject({ processingStatus: 3, files: [{ contentType: 'application/pdf' }] });
    expect(sheetDone.subject).toEqual({
      labelsLayout: expect.stringMatching(/\S/),
      register: 'Beni mobili',
      range: { kind: 'inventoryNumber', from: '1', to: '2' },
    });
    const sheetLink = await send<{ url: string }>(
      t,
      s.credentials,
      'GET',
      `/s3documents/${sheet.body.id}/generateUrlForDownload`,
    );
    const sheetText = await pdfText(await (await fetch(sheetLink.body.url)).arrayBuffer());
    expect(sheetText).toContain(s.school.codMin);
    expect(sheetText).toContain('Istituto di prova');
    // Each label names its register: every register numbers from 1.
    expect(sheetText).toMatch(/N\. inv\. BM\/1\b/);
    expect(sheetText).toMatch(/N\. inv\. BM\/2\b/);
    expect(sheetText).not.toMatch(/N\. inv\. BM\/3\b/);

    const zebra = await publish(labels(4));
    const zebraDone = await untilSettled(t, s.credentials, zebra.body.id);
    expect(zebraDone.files.map((f) => [f.position, f.contentType])).toEqual([
      [0, 'application/pdf'],
      [1, 'text/plain; charset=utf-8'],
    ]);
    const zplLink = await send<{ url: string }>(
      t,
      s.credentials,
      'GET',
      `/s3documents/${zebra.body.id}/generateUrlForDownload?file=1`,
    );
    const zpl = await (await fetch(zplLink.body.url)).text();
    expect(zpl.match(/\^XA/g)).toHaveLength(2);
    expect(zpl).toContain('Istituto di prova');
    expect(zpl).toContain('BM/1');
  });

  it('refuses what it cannot print: unknown register, a type not rendered yet, bad conditions', async () => {
    const s = await schoolWithYear(t);
    const publish = (body: object) =>
      send<{ code: string }>(t, s.credentials, 'POST', '/s3documents/publishMessage', body);
    const unknownRegister = await publish({
      documentType: 7,
      conditions: { idRegister: 999_999, atDate: '2026-03-31' },
    });
    expect([unknownRegister.status, unknownRegister.body.code]).toEqual([404, 'notFound']);
    // While some types have no renderer, publishing one is refused (the worker's test covers the rest).
    const valid: Record<number, object> = {
      21: { atDate: '2026-03-31', idSubConsigneeList: [1] },
      22: { atDate: '2026-03-31', merge: false, idSiteList: [] },
      23: { atDate: '2026-03-31', idSubConsignee: 1, idLocationList: [1] },
      24: { atDate: '2026-03-31', idSubConsignee: 1, idLocationList: [1] },
      27: { idRegister: 1, atDate: '2026-03-31' },
      30: { atDate: '2026-03-31', idSite: 1, idLocationList: [] },
      31: { originalInventoryNumberFrom: '1', originalInventoryNumberTo: '9' },
      42: { fromDate: '2026-01-01', toDate: '2026-03-31' },
      43: { atDate: '2026-03-31' },
      44: { atDate: '2026-03-31', idSubConsigneeList: [1] },
    };
    const notRendered = DOCUMENT_TYPES.find((type) => !rendererOf(type.id) && valid[type.id]);
    if (notRendered) {
      const refused = await publish({ documentType: notRendered.id, conditions: valid[notRendered.id] });
      expect([refused.status, refused.body.code]).toEqual([422, 'documentTypeNotAvailable']);
    }
    const missing = await publish({ documentType: 7, conditions: { atDate: '2026-03-31' } });
    expect(missing.status).toBe(400);
    const unknownType = await publish({ documentType: 99, conditions: {} });
    expect(unknownType.status).toBe(400);
    expect((await search(t, s.credentials)).body.total).toBe(0);
  });
});

describe('documents without a worker', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('names the first sub-consignees of a nomination in its order, counts them all, and drops one deleted since', async () => {
    const s = await schoolWithYear(t);
    const ids: number[] = [];
    for (const description of ['Rossi Mario', 'Bianchi Anna', 'Verdi Luca', 'Neri Sara']) {
      const saved = await send<{ id: number }>(t, s.credentials, 'POST', '/subconsignee', { description });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      ids.push(saved.body.id);
    }
    const published = await send<{ id: number }>(t, s.credentials, 'POST', '/s3documents/publishMessage', {
      documentType: 21,
      conditions: { atDate: '2026-03-31', idSubConsigneeList: [...ids].reverse() },
    });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    const subjectNow = async () => (await search(t, s.credentials)).body.s3Documents[0]?.subject;
    expect(await subjectNow()).toEqual({
      atDate: '2026-03-31',
      subConsignees: { names: ['Neri Sara', 'Verdi Luca', 'Bianchi Anna'], count: 4 },
    });
    expect((await send(t, s.credentials, 'DELETE', `/subconsignee/${ids[2]}`)).status).toBe(204);
    expect(await subjectNow()).toEqual({
      atDate: '2026-03-31',
      subConsignees: { names: ['Neri Sara', 'Bianchi Anna', 'Rossi Mario'], count: 4 },
    });
  });

  it('finds a list by the name of its supplier', async () => {
    const s = await schoolWithYear(t);
    const creditor = await send<{ id: number }>(t, s.credentials, 'POST', '/creditor', {
      vendorType: 'G',
      businessName: 'Cartoleria Manzoni Srl',
      vatNumber: '00743110157',
    });
    expect(creditor.status, JSON.stringify(creditor.body)).toBe(200);
    const published = await send(t, s.credentials, 'POST', '/s3documents/publishMessage', {
      documentType: 28,
      conditions: { idCreditorDebtor: creditor.body.id, fromDate: '2026-01-01', toDate: '2026-03-31' },
    });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect((await search(t, s.credentials, { text: 'manzoni' })).body.total).toBe(1);
    expect((await search(t, s.credentials, { text: 'fornitore' })).body.total).toBe(1);
    expect((await search(t, s.credentials, { text: 'garibaldi' })).body.total).toBe(0);
  });

  it('takes one print at a time per user, and tells how many wait', async () => {
    const s = await schoolWithYear(t);
    const idRegister = await movableRegister(t, s.credentials);
    const body = { documentType: 7, conditions: { idRegister, atDate: '2026-03-31' } };
    const first = await send<{ id: number }>(t, s.credentials, 'POST', '/s3documents/publishMessage', body);
    expect(first.status).toBe(200);
    const second = await send<{ code: string }>(
      t,
      s.credentials,
      'POST',
      '/s3documents/publishMessage',
      body,
    );
    expect([second.status, second.body.code]).toEqual([409, 'stillProcessing']);
    const page = (await search(t, s.credentials)).body;
    expect(page).toMatchObject({ total: 1, processing: 1 });
    expect(page.s3Documents[0]).toMatchObject({ id: first.body.id, processingStatus: 1, files: [] });
    expect(
      (
        await send<{ code: string }>(
          t,
          s.credentials,
          'GET',
          `/s3documents/${first.body.id}/generateUrlForDownload`,
        )
      ).body.code,
    ).toBe('documentNotReady');
    // Deleting a waiting print frees the user to print again.
    expect((await send(t, s.credentials, 'DELETE', `/s3documents/${first.body.id}`)).status).toBe(204);
    expect((await send(t, s.credentials, 'POST', '/s3documents/publishMessage', body)).status).toBe(200);
  });

  it("finds only the caller's own documents with `mine`: the user menu's publications", async () => {
    const s = await schoolWithYear(t);
    const colleague = await signIn(t, await buildUser(t.db, s.school));
    const idRegister = await movableRegister(t, s.credentials);
    const body = { documentType: 7, conditions: { idRegister, atDate: '2026-03-31' } };
    const own = await send<{ id: number }>(t, s.credentials, 'POST', '/s3documents/publishMessage', body);
    const theirs = await send<{ id: number }>(t, colleague, 'POST', '/s3documents/publishMessage', body);
    const ids = async (c: Credentials, filter: object) =>
      (await search(t, c, filter)).body.s3Documents.map((document) => document.id).sort();
    expect(await ids(s.credentials, {})).toEqual([own.body.id, theirs.body.id].sort());
    expect(await ids(s.credentials, { mine: true })).toEqual([own.body.id]);
    expect(await ids(colleague, { mine: true })).toEqual([theirs.body.id]);
  });
});
