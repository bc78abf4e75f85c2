import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send, startTestApp, type TestApp } from '../../../test/harness.ts';
import { insertLaterProposal, schoolWithYear } from '../../charges/charge.fixtures.ts';
import { chargeAssets } from '../../value-vouchers/value-voucher.fixtures.ts';
import {
  assetIdOf,
  insertLocation,
  insertSite,
  insertSubConsignee,
  nameStaff,
  place,
  printedText,
} from './minutes-school.fixtures.ts';

/** A school whose goods sit in two locations of one site, one of them entrusted to a sub-consignee. */
async function placedSchool(t: TestApp) {
  const s = await schoolWithYear(t);
  await nameStaff(t, s.customerCode, 'Maria Rossi', 'Giuseppe Verdi');
  const siteId = await insertSite(t, s.customerCode, 'SC', 'Sede centrale');
  const bianchi = await insertSubConsignee(t, s.customerCode, 'Prof. Anna Bianchi');
  const lab = await insertLocation(t, s.customerCode, {
    siteId,
    code: 'LAB',
    description: 'Laboratorio',
    subConsigneeId: bianchi,
  });
  const office = await insertLocation(t, s.customerCode, { siteId, code: 'SEG', description: 'Segreteria' });
  await chargeAssets(t, s.credentials, '2026-02-01', [
    { subcategoryId: s.hardware, historicalPrice: 1234.56, description: 'Server di rete' },
    { subcategoryId: s.hardware, historicalPrice: 800, description: 'Notebook del laboratorio' },
    { subcategoryId: s.furniture, historicalPrice: 300, description: 'Scrivania della segreteria' },
  ]);
  await chargeAssets(t, s.credentials, '2026-05-10', [
    { subcategoryId: s.hardware, historicalPrice: 900, description: 'Portatile di maggio' },
  ]);
  for (const description of ['Server di rete', 'Notebook del laboratorio', 'Portatile di maggio']) {
    await place(t, s.customerCode, description, lab);
  }
  await place(t, s.customerCode, 'Scrivania della segreteria', office);
  return { ...s, siteId, bianchi, lab, office };
}

describe('minutes with the worker', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ WORKER: 'on' });
  });
  afterAll(() => t.close());

  it('hands the goods of the chosen locations over to a sub-consignee, and takes them back', async () => {
    const s = await placedSchool(t);
    const conditions = { atDate: '2026-03-31', idSubConsignee: s.bianchi, idLocationList: [s.lab] };
    const text = await printedText(t, s.credentials, { documentType: 23, conditions });
    expect(text).toContain('Verbale di consegna dei beni al subconsegnatario');
    expect(text).toContain('Giuseppe Verdi');
    expect(text).toContain('Maria Rossi');
    expect(text).toMatch(/SC\/LAB Laboratorio \(Sede centrale\)\s+2\s+2\.034,56 €/);
    expect(text).toContain('Server di rete');
    expect(text).toContain('Notebook del laboratorio');
    // Not in the chosen location, or not charged yet at the date.
    expect(text).not.toContain('Scrivania della segreteria');
    expect(text).not.toContain('Portatile di maggio');
    expect(text).toContain('duplice copia');

    const back = await printedText(t, s.credentials, {
      documentType: 24,
      conditions: { ...conditions, atDate: '2026-06-30' },
    });
    expect(back).toContain('Verbale di restituzione dei beni dal subconsegnatario');
    expect(back).toMatch(/Totale ubicazione \(3 beni\)\s+2\.934,56 €/);
  });

  it('hands over and takes back the goods that stood in the chosen locations at the date', async () => {
    const s = await placedSchool(t);
    const notebook = await assetIdOf(t, s.customerCode, 'Notebook del laboratorio');
    const moved = await send(t, s.credentials, 'POST', '/asset/locationChange', {
      assetIds: [notebook],
      locationId: s.office,
      date: '2026-07-01',
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const conditions = { idSubConsignee: s.bianchi, idLocationList: [s.lab] };

    const back = await printedText(t, s.credentials, {
      documentType: 24,
      conditions: { ...conditions, atDate: '2026-06-30' },
    });
    expect(back).toContain('Notebook del laboratorio');
    expect(back).toMatch(/Totale ubicazione \(3 beni\)\s+2\.934,56 €/);

    const handover = await printedText(t, s.credentials, {
      documentType: 23,
      conditions: { ...conditions, atDate: '2026-07-01' },
    });
    expect(handover).not.toContain('Notebook del laboratorio');
    expect(handover).toMatch(/Totale ubicazione \(2 beni\)\s+2\.134,56 €/);
  });

  it('appoints each chosen sub-consignee for the locations assigned to them', async () => {
    const s = await placedSchool(t);
    const neri = await insertSubConsignee(t, s.customerCode, 'Sig. Luca Neri');
    const text = await printedText(t, s.credentials, {
      documentType: 21,
      conditions: { atDate: '2026-09-01', idSubConsigneeList: [s.bianchi, neri] },
    });
    const [first, second] = text.split('\f');
    expect(first).toContain('Nomina del subconsegnatario');
    expect(first).toContain('Prof. Anna Bianchi subconsegnatario');
    expect(first).toMatch(/SC Sede centrale\s+LAB\s+Laboratorio/);
    expect(first).not.toContain('Segreteria');
    expect(first).toContain('Giuseppe Verdi');
    expect(second).toContain('Sig. Luca Neri');
    expect(second).toContain('Nessuna ubicazione assegnata');
  });

  it('hands over between DSGA: registers at the date, goods in proposals, sub-consignees; a merge keeps its sites', async () => {
    const s = await placedSchool(t);
    const annex = await insertSite(t, s.customerCode, 'PA', 'Plesso annesso');
    const annexRoom = await insertLocation(t, s.customerCode, {
      siteId: annex,
      code: 'A1',
      description: 'Aula annessa',
    });
    await place(t, s.customerCode, 'Scrivania della segreteria', annexRoom);
    const server = await assetIdOf(t, s.customerCode, 'Server di rete');
    await insertLaterProposal(t, s.customerCode, server, '2026-03-01');

    const text = await printedText(t, s.credentials, {
      documentType: 22,
      conditions: { atDate: '2026-03-31', merge: false, idSiteList: [] },
    });
    expect(text).toContain('Verbale di passaggio di consegne tra DSGA');
    expect(text).toMatch(/Beni mobili\s+3\s+2\.334,56 €/);
    expect(text).toMatch(/Server di rete\s+1\s+1\.234,56 €/);
    expect(text).toMatch(/Prof\. Anna Bianchi\s+SC\/LAB Laboratorio/);
    expect(text).not.toContain('dimensionamento');

    const merged = await printedText(t, s.credentials, {
      documentType: 22,
      conditions: { atDate: '2026-03-31', merge: true, idSiteList: [annex] },
    });
    expect(merged).toContain('soli beni collocati nelle sedi PA Plesso annesso');
    expect(merged).toMatch(/Beni mobili\s+1\s+300,00 €/);
    expect(merged).toContain('Nessun bene in proposta di scarico alla data.');
    expect(merged).toContain('Nessun subconsegnatario in carica.');

    const noSites = await send(t, s.credentials, 'POST', '/s3documents/publishMessage', {
      documentType: 22,
      conditions: { atDate: '2026-03-31', merge: true, idSiteList: [] },
    });
    expect(noSites.status).toBe(400);
  });

  it("refuses another school's sub-consignee or location when published", async () => {
    const s = await placedSchool(t);
    const other = await placedSchool(t);
    const refused = await send(t, s.credentials, 'POST', '/s3documents/publishMessage', {
      documentType: 23,
      conditions: { atDate: '2026-03-31', idSubConsignee: s.bianchi, idLocationList: [other.lab] },
    });
    expect(refused.status).toBe(404);
  });
});
