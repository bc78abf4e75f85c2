import { execFileSync } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DocumentSummary } from '@inventario/shared/contracts/documents';
import { headFingerprint } from '@inventario/shared/domain/ledger/head-fingerprint';
import { toIsoDate } from '@inventario/shared/format/date';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schoolData, subcategories } from '../../../db/schema/index.ts';
import { type Credentials, call, send, startTestApp, type TestApp } from '../../../test/harness.ts';
import { patch } from '../../assets/asset.fixtures.ts';
import { schoolWithYear } from '../../charges/charge.fixtures.ts';
import { verifySchoolLedger } from '../../ledger/index.ts';
import { discharge } from '../../proposals/proposal.fixtures.ts';
import { chargeAssets, voucher } from '../../value-vouchers/value-voucher.fixtures.ts';

type Page = { s3Documents: DocumentSummary[] };

async function movableRegister(t: TestApp, c: Credentials): Promise<number> {
  const registers = (await send<{ id: number; description: string }[]>(t, c, 'GET', '/register/list')).body;
  const found = registers.find((r) => /mobili/i.test(r.description));
  if (!found) throw new Error('no movable register');
  return found.id;
}

async function untilSettled(t: TestApp, c: Credentials, id: number): Promise<DocumentSummary> {
  for (let attempt = 0; attempt < 600; attempt++) {
    const page = await send<Page>(t, c, 'POST', '/s3documents/search/1/10', {});
    const found = page.body.s3Documents.find((d) => d.id === id);
    if (found && found.processingStatus > 2) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`document ${id} still processing`);
}

/** Publishes a print, waits for the worker and answers the downloaded PDF's text. */
async function printed(
  t: TestApp,
  c: Credentials,
  documentType: number,
  conditions: object,
): Promise<string> {
  const published = await send<{ id: number }>(t, c, 'POST', '/s3documents/publishMessage', {
    documentType,
    conditions,
  });
  if (published.status !== 200) throw new Error(`publish failed: ${JSON.stringify(published.body)}`);
  const done = await untilSettled(t, c, published.body.id);
  if (done.processingStatus !== 3) throw new Error(`print failed: ${JSON.stringify(done)}`);
  const link = await send<{ url: string }>(t, c, 'GET', `/s3documents/${done.id}/generateUrlForDownload`);
  const bytes = await (await fetch(link.body.url)).arrayBuffer();
  const file = path.join(await mkdtemp(path.join(tmpdir(), 'inventario-registers-')), 'doc.pdf');
  await writeFile(file, Buffer.from(bytes));
  return execFileSync('pdftotext', ['-layout', file, '-']).toString();
}

describe('registers printed through the worker', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ WORKER: 'on' });
  });
  afterAll(() => t.close());

  /**
   * 2026: on 1 February a server (1234.56), a desk (250) and a durable mouse (49.90); on 10 May a
   * laptop (900) and a durable keyboard (35); on 1 June the server up by 100, on 15 June the desk down
   * by 50; on 1 July the laptop and the mouse discharged.
   */
  async function schoolWithMovements() {
    const s = await schoolWithYear(t);
    const february = await chargeAssets(t, s.credentials, '2026-02-01', [
      { subcategoryId: s.hardware, historicalPrice: 1234.56, description: 'Server di rete' },
      { subcategoryId: s.furniture, historicalPrice: 250, description: 'Scrivania docente' },
      { subcategoryId: s.hardware, historicalPrice: 49.9, description: 'Mouse ottico' },
    ]);
    const may = await chargeAssets(t, s.credentials, '2026-05-10', [
      { subcategoryId: s.hardware, historicalPrice: 900, description: 'Portatile di maggio' },
      { subcategoryId: s.hardware, historicalPrice: 35, description: 'Tastiera USB' },
    ]);
    const [server, desk, mouse] = february.assets.map((a) => a.id) as number[];
    const [laptop] = may.assets.map((a) => a.id) as number[];
    const up = await voucher(t, s.credentials, {
      type: 6,
      date: '2026-06-01',
      voucherType: 'MST',
      lines: [{ assetId: server as number, variation: 100 }],
    });
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    const down = await voucher(t, s.credentials, {
      type: 5,
      date: '2026-06-15',
      voucherType: 'DAN',
      lines: [{ assetId: desk as number, variation: 50 }],
    });
    expect(down.status, JSON.stringify(down.body)).toBe(200);
    const out = await discharge(t, s.credentials, {
      date: '2026-07-01',
      assetIds: [laptop as number, mouse as number],
    });
    expect(out.status, JSON.stringify(out.body)).toBe(200);
    return { ...s, idRegister: await movableRegister(t, s.credentials) };
  }

  it('prints the analytic and durable registers of increases and decreases from the start page', async () => {
    const s = await schoolWithMovements();
    const year = { idRegister: s.idRegister, fromDate: '2026-01-01', toDate: '2026-12-31', startPage: 12 };

    const increases = await printed(t, s.credentials, 8, year);
    expect(increases).toContain('Registro analitico degli aumenti');
    expect(increases).toMatch(/01\/02\/2026\s+Carico n\. 1\/2026\s+1\s+Server di rete\s+1\.234,56 €/);
    expect(increases).toMatch(/Totale Carico n\. 1\/2026 \(2 beni\)\s+1\.484,56 €/);
    expect(increases).toMatch(/10\/05\/2026\s+Carico n\. 2\/2026\s+3\s+Portatile di maggio\s+900,00 €/);
    expect(increases).toMatch(/01\/06\/2026\s+Aumento di valore n\. 1\/2026\s+1\s+Server di rete\s+100,00 €/);
    expect(increases).toMatch(/Totale generale \(3 movimenti, 4 beni\)\s+2\.484,56 €/);
    expect(increases).not.toContain('Mouse');
    expect(increases).toContain('Pagina 12');

    const decreases = await printed(t, s.credentials, 9, year);
    expect(decreases).toContain('Registro analitico delle diminuzioni');
    expect(decreases).toMatch(
      /15\/06\/2026\s+Diminuzione di valore n\. 1\/2026\s+2\s+Scrivania docente\s+50,00 €/,
    );
    expect(decreases).toMatch(/01\/07\/2026\s+Scarico n\. 1\/2026\s+3\s+Portatile di maggio\s+900,00 €/);
    expect(decreases).toMatch(/Totale generale \(2 movimenti, 2 beni\)\s+950,00 €/);
    expect(decreases).not.toContain('Mouse');

    const durableIn = await printed(t, s.credentials, 19, year);
    expect(durableIn).toContain('Registro dei beni durevoli: aumenti');
    expect(durableIn).toMatch(/N\. dur\./);
    expect(durableIn).toMatch(/Carico n\. 1\/2026\s+1\s+Mouse ottico\s+49,90 €/);
    expect(durableIn).toMatch(/Carico n\. 2\/2026\s+2\s+Tastiera USB\s+35,00 €/);
    expect(durableIn).toMatch(/Totale generale \(2 movimenti, 2 beni\)\s+84,90 €/);
    expect(durableIn).not.toContain('Server');

    const durableOut = await printed(t, s.credentials, 20, { ...year, fromDate: '2026-07-01', startPage: 3 });
    expect(durableOut).toMatch(/Scarico n\. 1\/2026\s+1\s+Mouse ottico\s+49,90 €/);
    expect(durableOut).toMatch(/Totale generale \(1 movimento, 1 bene\)\s+49,90 €/);
    expect(durableOut).toContain('Pagina 3');
    // A bound register's own page numbers, then the ledger's head when printed.
    expect(durableOut).toMatch(
      /Pagina 3 · Catena dei movimenti: voce \d+ del \d\d\/\d\d\/\d{4} [\d:]{8}, SHA-256 [0-9a-f]{8} /,
    );

    const spring = await printed(t, s.credentials, 8, {
      ...year,
      fromDate: '2026-03-01',
      toDate: '2026-05-31',
    });
    expect(spring).toContain('Movimenti dal 01/03/2026 al 31/05/2026');
    expect(spring).not.toContain('Server di rete');
    expect(spring).toMatch(/Totale generale \(1 movimento, 1 bene\)\s+900,00 €/);
  });

  /**
   * 2025, first-year depreciation at the full rate: on 1 March a server (1000, hardware 25 %), a
   * cabinet (400, furniture 10 %), a laptop (600) and a durable mouse (49.90); on 1 June the server up
   * by 100, on 1 July the cabinet down by 50, on 1 September the laptop discharged; 2025 closed with
   * depreciation at 31 December; in 2026 a desk (300) charged on 2 February.
   */
  async function schoolWithClosedYear() {
    const s = await schoolWithYear(t, 2025);
    await t.db
      .update(schoolData)
      .set({ firstYearDepreciation: 'full' })
      .where(eq(schoolData.customerCode, s.customerCode));
    const march = await chargeAssets(t, s.credentials, '2025-03-01', [
      { subcategoryId: s.hardware, historicalPrice: 1000, description: 'Server' },
      { subcategoryId: s.furniture, historicalPrice: 400, description: 'Armadio' },
      { subcategoryId: s.hardware, historicalPrice: 600, description: 'Portatile' },
      { subcategoryId: s.hardware, historicalPrice: 49.9, description: 'Mouse' },
    ]);
    const [server, cabinet, laptop] = march.assets.map((a) => a.id) as number[];
    const lines = (assetId: number | undefined, variation: number) => [
      { assetId: assetId as number, variation },
    ];
    const up = await voucher(t, s.credentials, {
      type: 6,
      date: '2025-06-01',
      voucherType: 'MST',
      lines: lines(server, 100),
    });
    const down = await voucher(t, s.credentials, {
      type: 5,
      date: '2025-07-01',
      voucherType: 'DAN',
      lines: lines(cabinet, 50),
    });
    const out = await discharge(t, s.credentials, { date: '2025-09-01', assetIds: [laptop as number] });
    expect([up.status, down.status, out.status]).toEqual([200, 200, 200]);
    await send(t, s.credentials, 'POST', '/financialYear', { startDate: '2026-01-01' });
    const closed = await call(
      t,
      {
        method: 'PUT',
        url: '/inventario/api/financialYear/close',
        payload: { endDate: '2025-12-31', toDepreciate: true },
      },
      s.credentials,
    );
    expect(closed.statusCode, closed.body).toBe(200);
    await chargeAssets(t, s.credentials, '2026-02-02', [
      { subcategoryId: s.furniture, historicalPrice: 300, description: 'Scrivania' },
    ]);
    return { ...s, idRegister: await movableRegister(t, s.credentials) };
  }

  /** The actual value's grand total of the inventory register printed at a date. */
  async function registerTotal(s: { credentials: Credentials; idRegister: number }, atDate: string) {
    const text = await printed(t, s.credentials, 7, { idRegister: s.idRegister, atDate });
    return /Totale generale \(\d+ beni?\)\s+\d+\s+[\d.,]+ €\s+([\d.,]+ €)/.exec(text)?.[1];
  }

  it("prints Model K: the year's movements from the opening to the closing value, equal to the registers", async () => {
    const s = await schoolWithClosedYear();
    const k2025 = await printed(t, s.credentials, 10, { year: 2025 });
    expect(k2025).toContain('Modello K — Consistenza dei beni inventariati, esercizio 2025');
    // Depreciation: server 1000 × 25 % = 250, cabinet 400 × 10 % = 40.
    // Closing: 0 + 2000 + 100 − 600 − 290 − 50 = 1160 = server 850 + cabinet 310.
    expect(k2025).toMatch(
      /Totale generale\s+0,00 €\s+2\.000,00 €\s+100,00 €\s+600,00 €\s+290,00 €\s+50,00 €\s+1\.160,00 €/,
    );
    expect(k2025).not.toContain('Mouse');
    expect(await registerTotal(s, '2025-12-31')).toBe('1.160,00 €');
    const decreases = await printed(t, s.credentials, 9, {
      idRegister: s.idRegister,
      fromDate: '2025-01-01',
      toDate: '2025-12-31',
      startPage: 1,
    });
    expect(decreases).toMatch(/31\/12\/2025\s+Ammortamento n\. 2\/2025\s+1\s+Server\s+250,00 €/);
    expect(decreases).toMatch(/Totale generale \(3 movimenti, 4 beni\)\s+940,00 €/);

    const k2026 = await printed(t, s.credentials, 10, { year: 2026 });
    expect(k2026).toMatch(
      /Totale generale\s+1\.160,00 €\s+300,00 €\s+0,00 €\s+0,00 €\s+0,00 €\s+0,00 €\s+1\.460,00 €/,
    );
    expect(await registerTotal(s, '2026-12-31')).toBe('1.460,00 €');

    // Both carry the head of the school's ledger when printed, as the ledger's check reads it.
    const { head } = await verifySchoolLedger(t.database.db, s.customerCode);
    if (!head) throw new Error('no ledger head');
    const chain = new RegExp(
      `Catena dei movimenti: voce ${head.seq} del \\d\\d/\\d\\d/\\d{4} \\d\\d:\\d\\d:\\d\\d, SHA-256 ${headFingerprint(head.hash)}`,
    );
    expect(head.seq).toBeGreaterThanOrEqual(6);
    expect(await printed(t, s.credentials, 10, { year: 2026 })).toMatch(chain);
    expect(await printed(t, s.credentials, 7, { idRegister: s.idRegister, atDate: '2026-12-31' })).toMatch(
      chain,
    );
  });

  it("prints the inventory register's location column as the places stood at the date", async () => {
    const s = await schoolWithYear(t);
    const post = async (url: string, body: object) =>
      (await send<{ id: number }>(t, s.credentials, 'POST', url, body)).body.id;
    const site = await post('/site', { code: 'SC', description: 'Sede centrale' });
    const lab = await post('/location', { siteId: site, code: 'LAB', description: 'Laboratorio' });
    const office = await post('/location', { siteId: site, code: 'SEG', description: 'Segreteria' });
    const charged = await chargeAssets(t, s.credentials, '2026-02-01', [
      { subcategoryId: s.hardware, historicalPrice: 1000, description: 'Plotter' },
    ]);
    const plotter = charged.assets[0]?.id ?? 0;
    const placed = await send(t, s.credentials, 'POST', '/asset/locationChange', {
      assetIds: [plotter],
      locationId: lab,
      date: '2026-02-01',
    });
    const moved = await send(t, s.credentials, 'POST', '/asset/locationChange', {
      assetIds: [plotter],
      locationId: office,
      date: '2026-05-01',
    });
    expect([placed.status, moved.status]).toEqual([200, 200]);
    const idRegister = await movableRegister(t, s.credentials);
    const at = (atDate: string) => printed(t, s.credentials, 7, { idRegister, atDate });

    // Back to the laboratory by an edit, which has no date of its own: from the day it is recorded.
    const edited = await patch(t, s.credentials, `/asset/${plotter}/fields`, { locationId: lab });
    expect(edited.statusCode, edited.body).toBe(200);
    const today = new Date();
    const yesterday = new Date(today.getTime() - 86_400_000);

    // Charged unplaced, in the laboratory from its charge day, in the office from 1 May, back today.
    const march = await at('2026-03-31');
    expect(march).toMatch(/Plotter.*SC\/LAB Laboratorio/);
    expect(march).not.toContain('SC/SEG');
    const beforeTheEdit = await at(toIsoDate(yesterday));
    expect(beforeTheEdit).toMatch(/Plotter.*SC\/SEG Segreteria/);
    expect(beforeTheEdit).not.toContain('SC/LAB');
    expect(await at(toIsoDate(today))).toMatch(/Plotter.*SC\/LAB Laboratorio/);
  });

  it('heads the register, a list and a minute with the heading set in Dati generali', async () => {
    const s = await schoolWithMovements();
    const data = (await send<Record<string, unknown>>(t, s.credentials, 'GET', '/school/data')).body;
    const heading = "Ministero dell'Istruzione e del Merito\nI.C. Leopardi – Via Roma 1, 00100 Roma";
    const saved = await send(t, s.credentials, 'POST', '/school/data', {
      heading,
      labelHeading: data.labelHeading,
      manager: data.manager,
      consignee: data.consignee,
      lastRenewalDate: data.lastRenewalDate,
      firstYearDepreciation: data.firstYearDepreciation,
      lastDurableProgressive: data.lastDurableProgressive,
    });
    expect(saved.status).toBe(200);
    const nameAndCode = `${s.school.name} (${s.school.codMin})`;

    const prints = [
      await printed(t, s.credentials, 7, { idRegister: s.idRegister, atDate: '2026-12-31' }),
      await printed(t, s.credentials, 27, { idRegister: s.idRegister, atDate: '2026-12-31' }),
      await printed(t, s.credentials, 22, { atDate: '2026-12-31', merge: false, idSiteList: [] }),
    ];
    for (const text of prints) {
      expect(text).toMatch(
        /^\s*Ministero dell'Istruzione e del Merito\s*\n\s*I\.C\. Leopardi – Via Roma 1, 00100 Roma/,
      );
      expect(text).not.toContain(nameAndCode);
    }
  });

  it('refuses Model K while a subcategory holding assets has no aggregation', async () => {
    const s = await schoolWithYear(t);
    await chargeAssets(t, s.credentials, '2026-02-01', [
      { subcategoryId: s.furniture, historicalPrice: 400 },
    ]);
    await t.db
      .update(subcategories)
      .set({ aggregationId: null })
      .where(and(eq(subcategories.customerCode, s.customerCode), eq(subcategories.id, s.furniture)));
    const refused = await send<{ code: string }>(t, s.credentials, 'POST', '/s3documents/publishMessage', {
      documentType: 10,
      conditions: { year: 2026 },
    });
    expect([refused.status, refused.body.code]).toEqual([409, 'missingAggregations']);
  });
});
