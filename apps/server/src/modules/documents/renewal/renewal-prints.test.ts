import { execFileSync } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DOCUMENT_TYPE, type DocumentSummary, documentPaths } from '@inventario/shared/contracts/documents';
import type { Adjustment } from '@inventario/shared/contracts/renewal-adjustments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildUser,
  type Credentials,
  send,
  signedInSchool,
  signIn,
  startTestApp,
  type TestApp,
} from '../../../test/harness.ts';
import type { Answer } from '../../recognition/recognition.fixtures.ts';
import { confirmMapping, renewalToRevalue, step } from '../../renewal/revaluation.fixtures.ts';
import { nameStaff } from '../minutes/minutes-school.fixtures.ts';

type Page = { s3Documents: DocumentSummary[]; total: number };

/** Publishes a print of the renewal's page, waits for the worker and answers its text (pdftotext -layout). */
async function printed(
  t: TestApp,
  c: Credentials,
  documentType: number,
  conditions: object,
): Promise<string> {
  const published = await send<{ id: number; url: string | null }>(
    t,
    c,
    'POST',
    documentPaths.publishRenewal,
    {
      documentType,
      conditions,
    },
  );
  if (published.status !== 200) throw new Error(`publish ${documentType}: ${JSON.stringify(published.body)}`);
  expect(published.body.url).toBeNull();
  let done: DocumentSummary | undefined;
  for (let attempt = 0; attempt < 600 && !done; attempt++) {
    const page = await send<Page>(t, c, 'POST', '/s3documents/search/1/10', {});
    done = page.body.s3Documents.find((d) => d.id === published.body.id && d.processingStatus > 2);
    if (!done) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (done?.processingStatus !== 3) throw new Error(`not rendered: ${JSON.stringify(done)}`);
  expect(done.subject).toEqual(documentType === DOCUMENT_TYPE.modelK ? { year: 2026 } : {});
  const link = await send<{ url: string }>(t, c, 'GET', `/s3documents/${done.id}/generateUrlForDownload`);
  const download = await fetch(link.body.url);
  const file = path.join(await mkdtemp(path.join(tmpdir(), 'inventario-renewal-')), 'doc.pdf');
  await writeFile(file, Buffer.from(await download.arrayBuffer()));
  return execFileSync('pdftotext', ['-layout', file, '-']).toString();
}

/** Text with its line breaks and runs of spaces as single spaces: a wrapped paragraph as one line. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

const adjust = (t: TestApp, c: Credentials, id: number, body: object) =>
  send<Answer<Adjustment>>(t, c, 'POST', `/renewal/${id}/adjustments`, body);

/**
 * The renewal to revalue (PC 900 → 1,000 and LIM 1,500 → 1,200 by the commission's estimates, the desk
 * mapped onto another subcategory), its mapping confirmed, the book thrown away as unusable and a
 * projector found: its prints at each step.
 */
async function renewalWithAdjustments(t: TestApp) {
  const s = await renewalToRevalue(t);
  await nameStaff(t, s.customerCode, 'Maria Rossi', 'Giuseppe Verdi');
  await confirmMapping(t, s.credentials, s.renewalId);
  const unusable = await adjust(t, s.credentials, s.renewalId, {
    kind: 'unusable',
    assetId: s.book,
    presumedValue: 20,
    reason: 'Pagine strappate',
  });
  expect(unusable.status, JSON.stringify(unusable.body)).toBe(200);
  const found = await adjust(t, s.credentials, s.renewalId, {
    kind: 'found',
    asset: { description: 'Videoproiettore', subcategoryId: s.hardware, locationId: s.lab, value: 350 },
    reason: 'Trovato in magazzino',
  });
  expect(found.status, JSON.stringify(found.body)).toBe(200);
  return { ...s, unusable: unusable.body, found: found.body };
}

describe("the renewal's prints", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ WORKER: 'on' });
  });
  afterAll(() => t.close());

  it('print each report before the revaluation as a draft of its preview', async () => {
    const s = await renewalWithAdjustments(t);
    const id = { idRenewal: s.renewalId };
    const discharge = `n. ${s.unusable.movement.number}/2026 del 31/12/2026`;

    const minutes = await printed(t, s.credentials, DOCUMENT_TYPE.renewalMinutes, id);
    expect(minutes).toContain('Verbale di rinnovo inventariale (PV/Base) — BOZZA');
    expect(minutes).toContain('Rinnovo degli inventari al 31/12/2026');
    expect(minutes).toContain('Rinnovo avviato il 01/12/2026 — Stato: in corso');
    expect(flat(minutes)).toContain('ricognizione dei beni dal 04/05/2026 al');
    expect(minutes.match(/\d\. _+ in qualità di _+/g)).toHaveLength(3);
    expect(minutes).toMatch(/Rivalutazione dei beni\s+Non ancora eseguita: valori in anteprima/);
    expect(minutes).toMatch(/Beni mobili\s+4\s+3\.000,00 €\s+2\.800,00 €\s+-200,00 €\s+—/);
    expect(minutes).toMatch(/Totale degli inventari\s+4\s+3\.000,00 €\s+2\.800,00 €\s+-200,00 €/);
    expect(minutes).toMatch(/Bene rinvenuto\s+1\s+0,00 €\s+350,00 €\s+\+350,00 €/);
    expect(minutes).toMatch(/Bene fuori uso\s+1\s+300,00 €\s+0,00 €\s+-300,00 €/);
    expect(minutes).toMatch(/Stima prudenziale in aumento\s+1\s+900,00 €\s+1\.000,00 €\s+\+100,00 €/);
    expect(minutes).toMatch(/Totale delle rettifiche\s+4\s+2\.700,00 €\s+2\.550,00 €\s+-150,00 €/);
    expect(minutes).toContain('Il presidente della commissione');
    expect(minutes).toMatch(/Giuseppe Verdi\s+Maria Rossi/);

    const kept = await printed(t, s.credentials, DOCUMENT_TYPE.renewalKept, id);
    expect(kept).toContain('Beni rinvenuti e mantenuti (PV/1) — BOZZA');
    expect(kept).toMatch(/BM\/1\s+—\s+PC\s+.+900,00 €\s+1\.000,00 €\s+Stima in/);
    expect(kept).toMatch(/BM\/2\s+—\s+LIM\s+.+1\.500,00 €\s+1\.200,00 €\s+Stima in/);
    expect(kept).toMatch(/BM\/4\s+—\s+Videoproiettore\s+.+350,00 €\s+350,00 €\s+Rinvenuto/);
    expect(kept).not.toContain('Enciclopedia');

    const eliminated = await printed(t, s.credentials, DOCUMENT_TYPE.renewalEliminated, id);
    expect(eliminated).toContain('Beni da eliminare (PV/2) — BOZZA');
    expect(eliminated).toContain('Beni fuori uso (1 bene)');
    expect(eliminated).toMatch(
      new RegExp(`LB/1\\s+Enciclopedia\\s+300,00 €\\s+20,00 €\\s+Pagine strappate\\s+${discharge}`),
    );
    expect(eliminated).toMatch(/Causale FUO/);
    expect(eliminated).toMatch(/Totale dei beni da eliminare\s+1\s+300,00 €\s+20,00 €/);

    const revaluation = await printed(t, s.credentials, DOCUMENT_TYPE.renewalRevaluation, id);
    expect(revaluation).toContain('Rivalutazione per registro (PV/3) — BOZZA');
    expect(flat(revaluation)).toContain(
      'la rivalutazione non è ancora stata eseguita: i valori sono quelli che darebbe al',
    );
    expect(revaluation).toMatch(
      /Stima prudenziale in diminuzione\s+1\s+1\.500,00 €\s+1\.200,00 €\s+-300,00 €/,
    );
    expect(revaluation).toContain('non ha ancora registrato buoni');

    const mapping = await printed(t, s.credentials, DOCUMENT_TYPE.renewalMapping, id);
    expect(mapping).toContain('Tabella di mappatura delle sottocategorie');
    expect(mapping).not.toContain('BOZZA');
    expect(mapping).toMatch(/12,5%/);

    const vouchers = await printed(t, s.credentials, DOCUMENT_TYPE.renewalVouchers, id);
    expect(vouchers).toContain(`Buono di carico n. ${s.found.movement.number}/2026 del 31/12/2026`);
    expect(vouchers).toContain('Causale: RIN Rinvenimento');
    expect(vouchers).toMatch(/BM\/4\s+Videoproiettore\s+350,00 €/);
    expect(vouchers).toContain(`Buono di scarico ${discharge}`);
    expect(vouchers).toMatch(/LB\/1\s+Enciclopedia\s+300,00 €/);
    expect(vouchers).toContain('i suoi buoni non sono ancora registrati');
    expect(vouchers.indexOf('Buono di carico')).toBeLessThan(vouchers.indexOf('Buono di scarico'));
  });

  it('print the final reports once revalued and renumbered, with the commission, and Model K', async () => {
    const s = await renewalWithAdjustments(t);
    const id = { idRenewal: s.renewalId };
    for (const path of ['revaluation', 'renumbering']) {
      const done = await step(t, s.credentials, s.renewalId, 'PUT', path);
      expect(done.status, JSON.stringify(done.body)).toBe(200);
    }
    const commission = [
      { name: 'Anna Neri', role: 'Presidente' },
      { name: 'Luca Bianchi', role: '' },
    ];
    const minutes = await printed(t, s.credentials, DOCUMENT_TYPE.renewalMinutes, { ...id, commission });
    expect(minutes).toContain('Verbale di rinnovo inventariale (PV/Base)');
    expect(minutes).not.toContain('BOZZA');
    expect(minutes).toMatch(/1\s+Anna Neri\s+Presidente/);
    expect(minutes).toMatch(/2\s+Luca Bianchi\s+Componente/);
    expect(minutes).toMatch(/Presidente\s+Componente della commissione/);
    expect(minutes).toMatch(/Anna Neri\s+Luca Bianchi/);
    expect(minutes).not.toContain('in qualità di');
    expect(minutes).toMatch(/Rinumerazione dei registri\s+Eseguita il \d\d\/\d\d\/\d{4}/);
    // The values before are those the revaluation kept for its revert; the registers' new numbers.
    expect(minutes).toMatch(/Beni mobili\s+4\s+3\.000,00 €\s+2\.800,00 €\s+-200,00 €\s+1–4/);

    const kept = await printed(t, s.credentials, DOCUMENT_TYPE.renewalKept, id);
    expect(kept).not.toContain('BOZZA');
    expect(kept).toMatch(/BM\/1\s+1\s+PC\s+.+900,00 €\s+1\.000,00 €/);
    expect(kept).toMatch(/BM\/3\s+3\s+Scrivania\s+/);
    expect(kept).toMatch(/BM\/4\s+4\s+Videoproiettore\s+.+Rinvenuto/);
    expect(kept).toMatch(/Totale dei beni mantenuti\s+4\s+3\.000,00 €\s+2\.800,00 €\s+-200,00 €/);

    // The book left the numbering: PV/2 names it by its number at the renewal date.
    const eliminated = await printed(t, s.credentials, DOCUMENT_TYPE.renewalEliminated, id);
    expect(eliminated).not.toContain('BOZZA');
    expect(eliminated).toMatch(/LB\/1\s+Enciclopedia\s+300,00 €/);

    const revaluation = await printed(t, s.credentials, DOCUMENT_TYPE.renewalRevaluation, id);
    expect(revaluation).not.toContain('BOZZA');
    expect(revaluation).toMatch(/Totale degli inventari\s+4\s+3\.000,00 €\s+2\.800,00 €\s+-200,00 €/);
    expect(revaluation).toMatch(
      /n\. \d+\/2026\s+Variazione in aumento\s+31\/12\/2026\s+RIV Rivalutazione\s+.+\s1\s+\+100,00 €/,
    );
    expect(revaluation).toMatch(
      /n\. \d+\/2026\s+Variazione in diminuzione\s+31\/12\/2026\s+SVA Svalutazione\s+.+\s1\s+-300,00 €/,
    );

    const vouchers = await printed(t, s.credentials, DOCUMENT_TYPE.renewalVouchers, id);
    expect(vouchers).toMatch(/Buono di variazione in aumento n\. \d+\/2026 del 31\/12\/2026/);
    expect(vouchers).toContain('Causale: RIV Rivalutazione — Origine: rivalutazione del rinnovo');
    expect(vouchers).toMatch(/BM\/1\s+PC\s+1\.000,00 €\s+\+100,00 €/);
    expect(vouchers).toMatch(/BM\/2\s+LIM\s+1\.200,00 €\s+-300,00 €/);
    expect(vouchers.indexOf('Buono di scarico')).toBeLessThan(
      vouchers.indexOf('Buono di variazione in aumento'),
    );
    expect(vouchers.indexOf('Buono di variazione in aumento')).toBeLessThan(
      vouchers.indexOf('Buono di variazione in diminuzione'),
    );

    const modelK = await printed(t, s.credentials, DOCUMENT_TYPE.modelK, { year: 2026 });
    expect(modelK).toContain('2026');
  });

  it("need licence RIN, the school's own renewal, and their own path", async () => {
    const s = await renewalWithAdjustments(t);
    const documents = async (c: Credentials) =>
      (await send<Page>(t, c, 'POST', '/s3documents/search/1/10', {})).body.total;
    const request = { documentType: DOCUMENT_TYPE.renewalKept, conditions: { idRenewal: s.renewalId } };

    const noRin = await signIn(t, await buildUser(t.db, s.school, { licenses: ['INV'] }));
    const refused = await send<{ code: string }>(t, noRin, 'POST', documentPaths.publishRenewal, request);
    expect([refused.status, refused.body.code]).toEqual([403, 'renewalLicenceMissing']);

    const other = await signedInSchool(t);
    for (const idRenewal of [s.renewalId, 999_999_999]) {
      const foreign = await send<{ code: string }>(
        t,
        other.credentials,
        'POST',
        documentPaths.publishRenewal,
        {
          ...request,
          conditions: { idRenewal },
        },
      );
      expect([foreign.status, foreign.body.code]).toEqual([404, 'notFound']);
    }
    expect(await documents(other.credentials)).toBe(0);

    // The ordinary path prints no renewal report; the renewal's prints no other document.
    for (const documentType of [11, 12, 13, 14, 15, 16]) {
      const ordinary = await send<{ code: string }>(t, s.credentials, 'POST', documentPaths.publish, {
        documentType,
        conditions: { idRenewal: s.renewalId },
      });
      expect([documentType, ordinary.status, ordinary.body.code]).toEqual([
        documentType,
        422,
        'documentTypeRenewalOnly',
      ]);
    }
    const spec = await send<{ code: string }>(t, s.credentials, 'POST', documentPaths.publish, {
      documentType: { id: 12, description: 'Beni rinvenuti e mantenuti (PV/1)' },
      requestMessage: { requestMessageDetail: { conditions: { idRenewal: s.renewalId } } },
    });
    expect([spec.status, spec.body.code]).toEqual([422, 'documentTypeRenewalOnly']);
    const register = await send<{ code: string }>(t, s.credentials, 'POST', documentPaths.publishRenewal, {
      documentType: DOCUMENT_TYPE.inventoryRegister,
      conditions: { idRegister: 1, atDate: '2026-12-31' },
    });
    expect(register.status).toBe(400);
    const tooMany = await send<{ code: string }>(t, s.credentials, 'POST', documentPaths.publishRenewal, {
      documentType: DOCUMENT_TYPE.renewalMinutes,
      conditions: {
        idRenewal: s.renewalId,
        commission: Array.from({ length: 11 }, (_, i) => ({ name: `Membro ${i}`, role: '' })),
      },
    });
    expect(tooMany.status).toBe(400);
    expect(await documents(s.credentials)).toBe(0);
  });
});
