import { execFileSync } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DocumentSummary } from '@inventario/shared/contracts/documents';
import { toIsoDate } from '@inventario/shared/format/date';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Credentials, send, startTestApp, type TestApp } from '../../../test/harness.ts';
import { asset, schoolWithYear } from '../../charges/charge.fixtures.ts';

type Page = { s3Documents: DocumentSummary[]; total: number };

/** Publishes a print, waits for the worker, downloads it through its signed link and answers its text. */
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
  expect(published.status, JSON.stringify(published.body)).toBe(200);
  let done: DocumentSummary | undefined;
  for (let attempt = 0; attempt < 600 && !done; attempt++) {
    const page = await send<Page>(t, c, 'POST', '/s3documents/search/1/10', {});
    done = page.body.s3Documents.find((d) => d.id === published.body.id && d.processingStatus > 2);
    if (!done) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(done?.processingStatus, JSON.stringify(done)).toBe(3);
  const link = await send<{ url: string }>(
    t,
    c,
    'GET',
    `/s3documents/${published.body.id}/generateUrlForDownload`,
  );
  const download = await fetch(link.body.url);
  const file = path.join(await mkdtemp(path.join(tmpdir(), 'inventario-list-')), 'list.pdf');
  await writeFile(file, Buffer.from(await download.arrayBuffer()));
  return execFileSync('pdftotext', ['-layout', file, '-']).toString();
}

async function charge(t: TestApp, c: Credentials, body: object) {
  const response = await send<{ id: number }>(t, c, 'POST', '/movement/charge', { causal: 'ACQ', ...body });
  if (response.status !== 200) throw new Error(`charge failed: ${JSON.stringify(response.body)}`);
  return response.body;
}

/** Charges the assets on 1 February 2026 and answers their ids by description. */
async function chargedIds(t: TestApp, c: Credentials, assets: object[]) {
  const charged = await send<{ assets: { id: number; description: string }[] }>(
    t,
    c,
    'POST',
    '/movement/charge',
    { date: '2026-02-01', causal: 'ACQ', assets },
  );
  expect(charged.status, JSON.stringify(charged.body)).toBe(200);
  return (description: string) => charged.body.assets.find((a) => a.description === description)?.id ?? 0;
}

describe('list prints through the worker', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ WORKER: 'on' });
  });
  afterAll(() => t.close());

  it('lists the assets charged from a supplier in the period (28)', { timeout: 120_000 }, async () => {
    const s = await schoolWithYear(t);
    const creditor = async (businessName: string, vatNumber: string) =>
      (
        await send<{ id: number }>(t, s.credentials, 'POST', '/creditor', {
          vendorType: 'G',
          businessName,
          vatNumber,
        })
      ).body.id;
    const ours = await creditor('Informatica Srl', '00743110157');
    const others = await creditor('Arredi Spa', '01234567897');
    await charge(t, s.credentials, {
      date: '2026-02-01',
      creditorId: ours,
      deliveryNumber: 'DDT-9',
      deliveryDate: '2026-01-30',
      assets: [asset(s.hardware, 1234.56, 'Server di rete'), asset(s.hardware, 100, 'Mouse senza fili')],
    });
    await charge(t, s.credentials, {
      date: '2026-02-02',
      creditorId: others,
      assets: [asset(s.furniture, 300, 'Armadio')],
    });
    await charge(t, s.credentials, {
      date: '2026-06-01',
      creditorId: ours,
      assets: [asset(s.hardware, 900, 'Portatile di giugno')],
    });

    const text = await printed(t, s.credentials, 28, {
      idCreditorDebtor: ours,
      fromDate: '2026-01-01',
      toDate: '2026-03-31',
    });
    expect(text).toContain('Elenco dei beni per fornitore');
    expect(text).toContain('Fornitore: Informatica Srl');
    expect(text).toMatch(/DDT n\. DDT-9 del 30\/01\/2026/);
    expect(text).toContain('Server di rete');
    expect(text).toContain('Mouse senza fili');
    expect(text).not.toContain('Armadio');
    expect(text).not.toContain('Portatile di giugno');
    expect(text).toMatch(/Totale generale \(2 beni\)\s+1\.334,56 €/);
    expect(text).toContain('Pagina 1 di 1');

    const unknown = await send(t, s.credentials, 'POST', '/s3documents/publishMessage', {
      documentType: 28,
      conditions: { idCreditorDebtor: 999_999, fromDate: '2026-01-01', toDate: '2026-03-31' },
    });
    expect(unknown.status).toBe(404);
  });

  it('lists the assets of a site at a date by location, inventory and durable (30)', {
    timeout: 120_000,
  }, async () => {
    const s = await schoolWithYear(t);
    const post = async (url: string, body: object) =>
      (await send<{ id: number }>(t, s.credentials, 'POST', url, body)).body.id;
    const site = await post('/site', { code: 'SC', description: 'Sede centrale' });
    const otherSite = await post('/site', { code: 'PL', description: 'Plesso' });
    const lab = await post('/location', { siteId: site, code: 'LAB', description: 'Laboratorio' });
    const office = await post('/location', { siteId: site, code: 'SEG', description: 'Segreteria' });
    const gym = await post('/location', { siteId: otherSite, code: 'PAL', description: 'Palestra' });
    const placed = (locationId: number, price: number, description: string) => ({
      ...asset(s.hardware, price, description),
      locationId,
    });
    await charge(t, s.credentials, {
      date: '2026-02-01',
      assets: [
        placed(lab, 1000, 'Stampante 3D'),
        placed(lab, 50, 'Tastiera'),
        placed(office, 700, 'Fotocopiatrice'),
      ],
    });
    await charge(t, s.credentials, { date: '2026-02-01', assets: [placed(gym, 400, 'Spalliera')] });
    await charge(t, s.credentials, { date: '2026-09-01', assets: [placed(lab, 800, 'Robot di settembre')] });

    const all = await printed(t, s.credentials, 30, {
      atDate: '2026-06-30',
      idSite: site,
      idLocationList: [],
    });
    expect(all).toContain('Sede SC Sede centrale — tutte le ubicazioni');
    expect(all).toMatch(/Inventario\s+1\s+.*Stampante 3D/);
    expect(all).toMatch(/Durevole\s+1\s+.*Tastiera/);
    expect(all).toMatch(/Totale ubicazione SC\/LAB Laboratorio \(2 beni\)\s+2\s+1\.050,00 €/);
    expect(all).toContain('Fotocopiatrice');
    expect(all).not.toContain('Spalliera');
    expect(all).not.toContain('Robot di settembre');
    expect(all).toMatch(/Totale generale \(3 beni\)\s+3\s+1\.750,00 €/);

    const one = await printed(t, s.credentials, 30, {
      atDate: '2026-06-30',
      idSite: site,
      idLocationList: [office],
    });
    expect(one).toContain('ubicazioni: SEG Segreteria');
    expect(one).not.toContain('Stampante 3D');
    expect(one).toMatch(/Totale generale \(1 bene\)\s+1\s+700,00 €/);

    const foreign = await send(t, s.credentials, 'POST', '/s3documents/publishMessage', {
      documentType: 30,
      conditions: { atDate: '2026-06-30', idSite: site, idLocationList: [gym] },
    });
    expect(foreign.status).toBe(404);
  });

  it('lists each asset of a site under the place it stood in at the date (30)', {
    timeout: 120_000,
  }, async () => {
    const s = await schoolWithYear(t);
    const post = async (url: string, body: object) =>
      (await send<{ id: number }>(t, s.credentials, 'POST', url, body)).body.id;
    const site = await post('/site', { code: 'SC', description: 'Sede centrale' });
    const lab = await post('/location', { siteId: site, code: 'LAB', description: 'Laboratorio' });
    const office = await post('/location', { siteId: site, code: 'SEG', description: 'Segreteria' });
    const idOf = await chargedIds(t, s.credentials, [
      { ...asset(s.hardware, 1000, 'Stampante 3D'), locationId: lab },
      { ...asset(s.hardware, 700, 'Fotocopiatrice'), locationId: office },
    ]);
    const printer = idOf('Stampante 3D');
    // Moved today, with the date the move takes effect typed back to 1 May.
    const moved = await send(t, s.credentials, 'POST', '/asset/locationChange', {
      assetIds: [printer],
      locationId: office,
      date: '2026-05-01',
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const bySite = (atDate: string, idLocationList: number[] = []) =>
      printed(t, s.credentials, 30, { atDate, idSite: site, idLocationList });

    const before = await bySite('2026-04-30');
    expect(before).toMatch(/Totale ubicazione SC\/LAB Laboratorio \(1 bene\)\s+1\s+1\.000,00 €/);
    expect(before).toMatch(/Totale ubicazione SC\/SEG Segreteria \(1 bene\)\s+1\s+700,00 €/);
    expect(before).toMatch(/Stampante 3D[\s\S]*Totale ubicazione SC\/LAB[\s\S]*Fotocopiatrice/);
    expect(await bySite('2026-04-30', [lab])).toContain('Stampante 3D');

    // From the move's date on (not from the day it was recorded), and today.
    for (const atDate of ['2026-05-01', toIsoDate(new Date())]) {
      const after = await bySite(atDate);
      expect(after).not.toContain('SC/LAB');
      expect(after).toMatch(/Totale ubicazione SC\/SEG Segreteria \(2 beni\)\s+2\s+1\.700,00 €/);
      expect(await bySite(atDate, [lab])).not.toContain('Stampante 3D');
    }
  });

  it('lists the assets by a range of original inventory numbers, in text order (31)', {
    timeout: 120_000,
  }, async () => {
    const s = await schoolWithYear(t);
    const numbered = (price: number, description: string, originalInventoryNumber: string) => ({
      ...asset(s.hardware, price, description),
      originalInventoryNumber,
    });
    await charge(t, s.credentials, {
      date: '2026-02-01',
      assets: [
        numbered(500, 'Lavagna vecchia', 'B12'),
        numbered(600, 'Banco vecchio', 'B2'),
        numbered(700, 'Sedia vecchia', 'C1'),
        asset(s.hardware, 800, 'Senza numero originario'),
      ],
    });
    const text = await printed(t, s.credentials, 31, {
      originalInventoryNumberFrom: 'B1',
      originalInventoryNumberTo: 'B9',
    });
    expect(text).toContain('Numeri di inventario originari dal n. B1 al n. B9');
    // As text, B12 comes before B2.
    expect(text).toMatch(/B12\s+.*Lavagna vecchia[\s\S]*B2\s+.*Banco vecchio/);
    expect(text).not.toContain('Sedia vecchia');
    expect(text).not.toContain('Senza numero originario');
    expect(text).toMatch(/Totale generale \(2 beni\)\s+1\.100,00 €\s+1\.100,00 €/);
  });

  it('sums the inventory register per subcategory with the register totals (27)', {
    timeout: 120_000,
  }, async () => {
    const s = await schoolWithYear(t);
    await charge(t, s.credentials, {
      date: '2026-02-01',
      assets: [
        asset(s.hardware, 1234.56, 'Server'),
        asset(s.hardware, 300, 'Switch'),
        asset(s.furniture, 250, 'Scrivania'),
      ],
    });
    await charge(t, s.credentials, { date: '2026-02-01', assets: [asset(s.hardware, 50, 'Mouse durevole')] });
    await charge(t, s.credentials, { date: '2026-08-01', assets: [asset(s.hardware, 999, 'Dopo la data')] });
    const registers = (
      await send<{ id: number; description: string }[]>(t, s.credentials, 'GET', '/register/list')
    ).body;
    const idRegister = registers.find((r) => /mobili/i.test(r.description))?.id;
    const conditions = { idRegister, atDate: '2026-06-30' };

    const summary = await printed(t, s.credentials, 27, conditions);
    const register = await printed(t, s.credentials, 7, conditions);
    expect(summary).toContain('Riepilogo per sottocategoria');
    const summaryTotal = /Totale generale\s+(\d+)\s+\d+\s+([\d.,]+ €)\s+([\d.,]+ €)/.exec(summary);
    const registerTotal = /Totale generale \((\d+) beni\)\s+\d+\s+([\d.,]+ €)\s+([\d.,]+ €)/.exec(register);
    expect(summaryTotal?.slice(1)).toEqual(['3', '1.784,56 €', '1.784,56 €']);
    expect(summaryTotal?.slice(1)).toEqual(registerTotal?.slice(1));
    expect(summary).toMatch(/Totale categoria 03\s+2\s+2\s+1\.534,56 €/);
  });

  it('lists the moves between locations in the period from the assets history (42)', {
    timeout: 120_000,
  }, async () => {
    const s = await schoolWithYear(t);
    const post = async (url: string, body: object) =>
      (await send<{ id: number }>(t, s.credentials, 'POST', url, body)).body;
    const site = (await post('/site', { code: 'SC', description: 'Sede centrale' })).id;
    const lab = (await post('/location', { siteId: site, code: 'LAB', description: 'Laboratorio' })).id;
    const store = (await post('/location', { siteId: site, code: 'MAG', description: 'Magazzino' })).id;
    const idOf = await chargedIds(t, s.credentials, [
      { ...asset(s.hardware, 500, 'Proiettore'), locationId: lab },
      { ...asset(s.hardware, 600, 'Microscopio'), locationId: lab },
    ]);
    const moved = await send(t, s.credentials, 'POST', '/asset/locationChange', {
      assetIds: [idOf('Proiettore')],
      locationId: store,
      date: '2026-03-10',
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    await send(t, s.credentials, 'POST', '/asset/locationChange', {
      assetIds: [idOf('Microscopio')],
      locationId: store,
      date: '2026-09-10',
    });

    const text = await printed(t, s.credentials, 42, { fromDate: '2026-03-01', toDate: '2026-03-31' });
    expect(text).toContain('Spostamenti dal 01/03/2026 al 31/03/2026');
    expect(text).toMatch(
      /10\/03\/2026\s+Inventario\s+1\s+Proiettore\s+SC\/LAB Laboratorio\s+SC\/MAG Magazzino/,
    );
    expect(text).not.toContain('Microscopio');
    expect(text).toContain('Totale: 1 spostamento');
  });

  it('prints Model 24 for the consignee and for the chosen sub-consignees (43, 44)', {
    timeout: 120_000,
  }, async () => {
    const s = await schoolWithYear(t);
    const post = async (url: string, body: object) => {
      const response = await send<{ id: number }>(t, s.credentials, 'POST', url, body);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body.id;
    };
    const anna = await post('/subconsignee', { description: 'Anna Verdi' });
    const luca = await post('/subconsignee', { description: 'Luca Neri' });
    const site = await post('/site', { code: 'SC', description: 'Sede centrale' });
    const lab = await post('/location', {
      siteId: site,
      code: 'LAB',
      description: 'Laboratorio',
      subConsigneeId: anna,
    });
    const gym = await post('/location', { siteId: site, code: 'PAL', description: 'Palestra' });
    const placed = (locationId: number | null, price: number, description: string) => ({
      ...asset(s.hardware, price, description),
      locationId,
    });
    await charge(t, s.credentials, {
      date: '2026-02-01',
      assets: [
        placed(lab, 1000, 'Oscilloscopio'),
        placed(gym, 400, 'Spalliera'),
        placed(null, 300, 'Tablet in cassaforte'),
      ],
    });

    const consignee = await printed(t, s.credentials, 43, { atDate: '2026-06-30' });
    expect(consignee).toContain('Modello 24: beni affidati al consegnatario');
    expect(consignee).toContain('Oscilloscopio');
    expect(consignee).toContain('Spalliera');
    expect(consignee).toContain('Tablet in cassaforte');
    expect(consignee).toMatch(/Totale beni affidati al consegnatario \(3 beni\)\s+3\s+1\.700,00 €/);
    expect(consignee).toContain('Il dirigente scolastico');

    const sub = await printed(t, s.credentials, 44, {
      atDate: '2026-06-30',
      idSubConsigneeList: [anna, luca],
    });
    expect(sub).toContain('Subconsegnatario: Anna Verdi');
    expect(sub).toContain('Subconsegnatario: Luca Neri');
    expect(sub).toMatch(/Totale beni affidati a Anna Verdi \(1 bene\)\s+1\s+1\.000,00 €/);
    expect(sub).not.toContain('Spalliera');
    expect(sub).toContain('Il subconsegnatario: Luca Neri');

    const nobodyPlaced = await send<{ code: string }>(
      t,
      s.credentials,
      'POST',
      '/s3documents/publishMessage',
      {
        documentType: 44,
        conditions: { atDate: '2026-06-30', idSubConsigneeList: [luca] },
      },
    );
    expect([nobodyPlaced.status, nobodyPlaced.body.code]).toEqual([400, 'nothingSelected']);
  });
});
