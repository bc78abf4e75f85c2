import { execFileSync } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DocumentSummary } from '@inventario/shared/contracts/documents';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Credentials, send, startTestApp, type TestApp } from '../../test/harness.ts';
import { schoolWithYear } from '../charges/charge.fixtures.ts';
import { chargeAssets } from '../value-vouchers/value-voucher.fixtures.ts';

type Page = { s3Documents: DocumentSummary[] };

async function movableRegister(t: TestApp, c: Credentials) {
  const registers = (await send<{ id: number; description: string }[]>(t, c, 'GET', '/register/list')).body;
  const found = registers.find((r) => /mobili/i.test(r.description));
  if (!found) throw new Error('no movable register');
  return found;
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

async function textOf(t: TestApp, c: Credentials, id: number): Promise<string> {
  const link = await send<{ url: string }>(t, c, 'GET', `/s3documents/${id}/generateUrlForDownload`);
  const bytes = await (await fetch(link.body.url)).arrayBuffer();
  const file = path.join(await mkdtemp(path.join(tmpdir(), 'inventario-spec-print-')), 'doc.pdf');
  await writeFile(file, Buffer.from(bytes));
  return execFileSync('pdftotext', ['-layout', file, '-']).toString();
}

/** A print request in the shape of spec 01 §3. */
function specRequest(
  documentType: { id: number; description: string },
  conditions: Record<string, unknown>,
  envelope: Record<string, unknown> = {},
  variables: Record<string, string> = {},
) {
  return {
    documentType,
    year: 2026,
    date: null,
    register: null,
    ...envelope,
    requestMessage: {
      requestMessageDetail: { objectType: null, objectId: null, filename: null, variables, conditions },
    },
  };
}

describe('print requests in the shape of spec 01 §3', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ WORKER: 'on' });
  });
  afterAll(() => t.close());

  it('shows the spec shape of the publish body in the OpenAPI document', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/inventario/api/docs/json' });
    const document = response.json<{ paths: Record<string, { post?: { requestBody?: unknown } }> }>();
    const body = JSON.stringify(
      document.paths['/inventario/api/s3documents/publishMessage']?.post?.requestBody,
    );
    for (const name of [
      'requestMessageDetail',
      'objectType',
      'filename',
      'variables',
      'model24Type',
      'sortDesc',
    ]) {
      expect(body).toContain(`"${name}"`);
    }
    expect(body).toContain('"conditions"');
  });

  it('prints a register, labels in the order asked and a nomination from spec-shaped requests', async () => {
    const s = await schoolWithYear(t);
    await chargeAssets(t, s.credentials, '2026-02-01', [
      { subcategoryId: s.hardware, historicalPrice: 900, description: 'Portatile' },
      { subcategoryId: s.hardware, historicalPrice: 700, description: 'Stampante laser' },
      { subcategoryId: s.hardware, historicalPrice: 800, description: 'Proiettore' },
    ]);
    const register = await movableRegister(t, s.credentials);
    const publish = async (body: object) => {
      const published = await send<{ id: number }>(
        t,
        s.credentials,
        'POST',
        '/s3documents/publishMessage',
        body,
      );
      expect(published.status, JSON.stringify(published.body)).toBe(200);
      return untilSettled(t, s.credentials, published.body.id);
    };

    // The register and the date come from the envelope.
    const inventory = await publish(
      specRequest({ id: 7, description: 'Registro di inventario' }, {}, { register, date: '2026-03-31' }),
    );
    expect(inventory).toMatchObject({ processingStatus: 3, subject: { register: register.description } });
    const inventoryText = await textOf(t, s.credentials, inventory.id);
    expect(inventoryText).toContain('Situazione al 31/03/2026');
    expect(inventoryText).toContain('Stampante laser');

    // `durable: false` on a durable register's id prints the analytic register; the page is PAGINA.
    const analytic = await publish(
      specRequest(
        { id: 19, description: 'Registro dei beni durevoli: aumenti' },
        { idRegister: register.id, fromDate: '2026-01-01', toDate: '2026-12-31', durable: false },
        {},
        { PAGINA: '5' },
      ),
    );
    expect(analytic.documentType.id).toBe(8);
    expect(await textOf(t, s.credentials, analytic.id)).toContain('Pagina 5');

    const labels = (sortDesc: boolean) =>
      specRequest(
        { id: 29, description: 'Etichette' },
        {
          idLabelsSetting: 1,
          labelsHeading: 'Istituto di prova',
          labelsStartRow: 1,
          labelsStartColumn: 1,
          includeOriginalInventoryNumber: false,
          idRegister: register.id,
          fromInventoryNumber: 1,
          toInventoryNumber: 3,
          sortBy: 'inventoryNumber',
          sortDesc,
        },
      );
    const order = (text: string) =>
      [...text.matchAll(/N\. inv\. BM\/(\d+)/g)].map((match) => Number(match[1]));
    expect(order(await textOf(t, s.credentials, (await publish(labels(false))).id))).toEqual([1, 2, 3]);
    expect(order(await textOf(t, s.credentials, (await publish(labels(true))).id))).toEqual([3, 2, 1]);

    const ids: number[] = [];
    for (const description of ['Rossi Mario', 'Bianchi Anna']) {
      ids.push(
        (await send<{ id: number }>(t, s.credentials, 'POST', '/subconsignee', { description })).body.id,
      );
    }
    const nomination = await publish(
      specRequest(
        { id: 21, description: 'Nomina dei sub-consegnatari' },
        { atDate: '2026-03-31', idSubConsigneeList: JSON.stringify(ids) },
      ),
    );
    expect(nomination).toMatchObject({
      processingStatus: 3,
      subject: { atDate: '2026-03-31', subConsignees: { names: ['Rossi Mario', 'Bianchi Anna'], count: 2 } },
    });
  });

  it('limits a list and a minute to the register chosen, and prints every register without one', async () => {
    const s = await schoolWithYear(t);
    await chargeAssets(t, s.credentials, '2026-02-01', [
      { subcategoryId: s.hardware, historicalPrice: 900, description: 'Portatile del laboratorio' },
      { subcategoryId: s.books, historicalPrice: 300, description: 'Enciclopedia Treccani' },
    ]);
    const register = await movableRegister(t, s.credentials);
    const print = async (id: number, conditions: Record<string, unknown>, envelope = {}) => {
      const published = await send<{ id: number }>(
        t,
        s.credentials,
        'POST',
        '/s3documents/publishMessage',
        specRequest({ id, description: 'Stampa' }, conditions, envelope),
      );
      expect(published.status, JSON.stringify(published.body)).toBe(200);
      const done = await untilSettled(t, s.credentials, published.body.id);
      expect(done.processingStatus, JSON.stringify(done)).toBe(3);
      return { done, text: await textOf(t, s.credentials, done.id) };
    };

    const model24 = await print(43, { atDate: '2026-03-31', model24Type: 'CONSEGNATARIO' }, { register });
    expect(model24.done.subject).toMatchObject({ register: register.description });
    expect(model24.text).toContain(`Registro: ${register.description}`);
    expect(model24.text).toContain('Portatile del laboratorio');
    expect(model24.text).not.toContain('Enciclopedia Treccani');
    const every = await print(43, { atDate: '2026-03-31' });
    expect(every.text).toContain('Enciclopedia Treccani');
    expect(every.text).not.toContain('Registro:');

    const handover = await print(22, { atDate: '2026-03-31', idSiteList: '[]', idRegister: register.id });
    expect(handover.text).toContain(register.description);
    expect(handover.text).not.toMatch(/Libri/);
    expect((await print(22, { atDate: '2026-03-31', idSiteList: '[]' })).text).toMatch(/Libri/);
  });

  it('refuses a spec-shaped request naming the spec field at fault', async () => {
    const s = await schoolWithYear(t);
    const refused = await send<{ code: string; details: { issues: { path: string }[] } }>(
      t,
      s.credentials,
      'POST',
      '/s3documents/publishMessage',
      specRequest(
        { id: 30, description: 'Beni per sede' },
        { atDate: '2026-03-31', idSite: 1, idLocationList: '[1,' },
      ),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('invalidRequest');
    expect(refused.body.details.issues.map((issue) => issue.path)).toEqual([
      '/requestMessage/requestMessageDetail/conditions/idLocationList',
    ]);
    const model24 = await send<{ details: { issues: { path: string }[] } }>(
      t,
      s.credentials,
      'POST',
      '/s3documents/publishMessage',
      specRequest({ id: 43, description: 'Modello 24' }, { atDate: '2026-03-31', model24Type: 'DSGA' }),
    );
    expect(model24.status).toBe(400);
    expect(model24.body.details.issues[0]?.path).toBe(
      '/requestMessage/requestMessageDetail/conditions/model24Type',
    );
  });
});
