import { DOCUMENT_TYPE } from '@inventario/shared/contracts/documents';
import { toPrintRequest } from '@inventario/shared/contracts/print-request';
import { documentTypeOf } from '@inventario/shared/domain/documents/document-types';
import { formatDate, toIsoDate } from '@inventario/shared/format/date';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Credentials, send, signedInSchool, startTestApp, type TestApp } from '../../../test/harness.ts';
import { assetAction, detect, schoolToCount, start } from '../../recognition/recognition.fixtures.ts';
import { nameStaff, printedText } from '../minutes/minutes-school.fixtures.ts';

/** The print request exactly as the recognition's detail sends it: spec 01 §3's shape. */
function reportRequest(idRecognition: number) {
  const description = documentTypeOf(DOCUMENT_TYPE.recognitionReport)?.description ?? '';
  return toPrintRequest(
    { documentType: DOCUMENT_TYPE.recognitionReport, conditions: { idRecognition } },
    {
      description,
    },
  );
}

/** Text with its line breaks and runs of spaces as single spaces: a wrapped paragraph as one line. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

/** The text of one location's section: from its heading to the next section's. */
function section(text: string, heading: string): string {
  const from = text.indexOf(heading);
  expect(from, heading).toBeGreaterThanOrEqual(0);
  const next = text.slice(from + heading.length).search(/Sede PLESSO|Riepilogo della ricognizione/);
  return next < 0 ? text.slice(from) : text.slice(from, from + heading.length + next);
}

describe('the recognition report with the worker', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ WORKER: 'on' });
  });
  afterAll(() => t.close());

  it('prints each location with the goods detected, found there and missing, the totals and the signatures', async () => {
    const s = await schoolToCount(t);
    await nameStaff(t, s.customerCode, 'Maria Rossi', 'Giuseppe Verdi');
    const recognition = await start(t, s.credentials, { includeDurable: true });
    expect(recognition.status, JSON.stringify(recognition.body)).toBe(200);
    const { id } = recognition.body;
    // The PC where it belongs, the LIM of the laboratory in the classroom, the chair marked correct,
    // the book proposed as missing; the desk is left to detect.
    expect((await detect(t, s.credentials, id, { code: 'BM/1', idLocation: s.lab })).body.outcome).toBe(
      'detected',
    );
    expect((await detect(t, s.credentials, id, { code: 'BM/2', idLocation: s.classroom })).body.outcome).toBe(
      'foundElsewhere',
    );
    expect((await assetAction(t, s.credentials, id, s.chair, 'correct')).status).toBe(200);
    const missing = await send(t, s.credentials, 'POST', `/recognition/${id}/missingProposal`, {
      assetIds: [s.book],
      date: '2026-05-06',
      progressive: 1,
    });
    expect(missing.status, JSON.stringify(missing.body)).toBe(200);

    const text = await printedText(t, s.credentials, reportRequest(id));
    expect(text).toContain('Verbale di ricognizione dei beni');
    expect(text).toContain('Ricognizione avviata il 04/05/2026 — Stato: In corso');
    expect(text).toContain('Non per il rinnovo inventariale — Beni durevoli inclusi');
    expect(flat(text)).toContain(`gli esiti sono quelli registrati al ${formatDate(toIsoDate(new Date()))}`);

    const classroom = 'Sede PLESSO1 Sede centrale — Ubicazione AULA1 Aula 1A';
    const lab = 'Sede PLESSO1 Sede centrale — Ubicazione LAB1 Laboratorio di informatica';
    expect(text.indexOf(classroom)).toBeLessThan(text.indexOf(lab));
    const inClassroom = section(text, classroom);
    expect(inClassroom).toContain("Trovati nell'ubicazione, registrati altrove (1 bene)");
    expect(inClassroom).toMatch(/BM\/2\s+LIM\s+Registrato in: PLESSO1\/LAB1/);
    expect(inClassroom).toContain("Non rilevati nell'ubicazione (2 beni)");
    expect(inClassroom).toMatch(/BM\/3\s+Scrivania\s+Da rilevare/);
    expect(inClassroom).toMatch(/LB\/1\s+Enciclopedia\s+Mancante: proposta di scarico n\. 1\/2026/);
    expect(flat(inClassroom)).toContain(
      "Beni registrati nell'ubicazione: 2 beni — rilevati 0, rilevati altrove 0, segnati come rilevati 0, da rilevare 1, mancanti 1; trovati qui da altre ubicazioni: 1.",
    );

    const inLab = section(text, lab);
    expect(inLab).toContain("Rilevati nell'ubicazione (1 bene)");
    expect(inLab).toMatch(/BM\/1\s+PC\s+Rilevato/);
    expect(inLab).toMatch(/BM\/2\s+LIM\s+Rilevato altrove: PLESSO1\/AULA1 Aula 1A/);
    expect(inLab).toMatch(/BM\/\d+ dur\.\s+Sedia\s+Segnato come rilevato/);
    expect(flat(inLab)).toContain(
      "Beni registrati nell'ubicazione: 3 beni — rilevati 1, rilevati altrove 1, segnati come rilevati 1, da rilevare 0, mancanti 0; trovati qui da altre ubicazioni: 0.",
    );

    expect(text).toMatch(/Rilevati nella propria ubicazione\s+1\n/);
    expect(text).toMatch(/Rilevati in altra ubicazione\s+1\n/);
    expect(text).toMatch(/Segnati come rilevati\s+1\n/);
    expect(text).toMatch(/Da rilevare\s+1\n/);
    expect(text).toMatch(/Mancanti \(in proposta di scarico\)\s+1\n/);
    expect(text).toMatch(/Beni contati dalla ricognizione\s+5\n/);
    expect(flat(text)).toContain('Ubicazioni contate: 2 — completate 0, iniziate 2, non iniziate 0.');
    expect(text).toContain('Luogo e data: Roma, ____/____/________');
    expect(text).toContain('Il presidente della commissione');
    expect(text).toMatch(/Il DSGA \(consegnatario\)\s+Il Dirigente scolastico/);
    expect(text).toMatch(/Giuseppe Verdi\s+Maria Rossi/);

    // Ended, the report is dated and says so.
    expect((await assetAction(t, s.credentials, id, s.desk, 'correct')).status).toBe(200);
    const ended = await send(t, s.credentials, 'PUT', `/recognition/${id}/end`);
    expect(ended.status, JSON.stringify(ended.body)).toBe(200);
    const today = formatDate(toIsoDate(new Date()));
    const final = await printedText(t, s.credentials, reportRequest(id));
    expect(final).toContain(`Ricognizione dal 04/05/2026 al ${today} — Stato: Conclusa`);
    expect(final).not.toContain('gli esiti sono quelli registrati al');
    expect(final).toContain(`Luogo e data: Roma, ${today}`);
    expect(final).toMatch(/Segnati come rilevati\s+2\n/);
    expect(flat(final)).toContain('Ubicazioni contate: 2 — completate 2, iniziate 0, non iniziate 0.');
  });

  it("refuses another school's recognition and one that does not exist, and stores nothing", async () => {
    const s = await schoolToCount(t);
    const { id } = (await start(t, s.credentials)).body;
    const other = await signedInSchool(t);
    const documents = async (c: Credentials) =>
      (await send<{ total: number }>(t, c, 'POST', '/s3documents/search/1/10', {})).body.total;
    for (const idRecognition of [id, 999_999_999]) {
      const refused = await send<{ code: string }>(
        t,
        other.credentials,
        'POST',
        '/s3documents/publishMessage',
        reportRequest(idRecognition),
      );
      expect([refused.status, refused.body.code]).toEqual([404, 'notFound']);
    }
    expect(await documents(other.credentials)).toBe(0);
    const noRecognition = await send<{ code: string }>(
      t,
      s.credentials,
      'POST',
      '/s3documents/publishMessage',
      {
        ...reportRequest(id),
        requestMessage: { requestMessageDetail: { conditions: {} } },
      },
    );
    expect(noRecognition.status).toBe(400);
    expect(await documents(s.credentials)).toBe(0);
  });
});
