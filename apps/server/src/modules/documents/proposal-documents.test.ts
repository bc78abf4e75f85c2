import { execFileSync } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DocumentSummary, DocumentType } from '@inventario/shared/contracts/documents';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Credentials, send, startTestApp, type TestApp } from '../../test/harness.ts';
import { ok, proposal, schoolWithCharged } from '../proposals/proposal.fixtures.ts';

type Page = { s3Documents: DocumentSummary[]; total: number };

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

/** The print request of a proposal's document, in the shape of spec 01 §3: the proposal is its object. */
const proposalPrint = (objectId: number) => ({
  documentType: { id: 3, description: 'Proposta di scarico' },
  year: null,
  date: null,
  register: null,
  requestMessage: {
    requestMessageDetail: { objectType: 'out', objectId, filename: null, variables: {}, conditions: {} },
  },
});

describe("a discharge proposal's documents", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ WORKER: 'on' });
  });
  afterAll(() => t.close());

  it('prints the proposal with its goods and values, and finds the documents of that proposal only', async () => {
    const s = await schoolWithCharged(t);
    const made = ok(
      await proposal(t, s.credentials, { date: '2026-03-01', progressive: 7, assetIds: [s.pc, s.desk] }),
    );
    const other = ok(
      await proposal(t, s.credentials, { date: '2026-03-02', progressive: 8, assetIds: [s.lim] }),
    );
    const publish = (body: object) =>
      send<{ id: number; code?: string }>(t, s.credentials, 'POST', '/s3documents/publishMessage', body);

    const printed = await publish(proposalPrint(made.body.id));
    expect(printed.status, JSON.stringify(printed.body)).toBe(200);
    const done = await untilSettled(t, s.credentials, printed.body.id);
    expect(done).toMatchObject({
      processingStatus: 3,
      documentType: { id: 3, description: 'Proposta di scarico' },
      subject: { proposal: { progressive: 7, year: 2026 } },
    });
    await untilSettled(t, s.credentials, (await publish(proposalPrint(other.body.id))).body.id);
    await untilSettled(
      t,
      s.credentials,
      (await publish({ documentType: 43, conditions: { atDate: '2026-03-31' } })).body.id,
    );

    const ofProposal = (await search(t, s.credentials, { idOut: made.body.id })).body;
    expect(ofProposal.s3Documents.map((d) => d.id)).toEqual([done.id]);
    expect((await search(t, s.credentials)).body.total).toBe(3);

    const link = await send<{ url: string }>(
      t,
      s.credentials,
      'GET',
      `/s3documents/${done.id}/generateUrlForDownload`,
    );
    const file = path.join(await mkdtemp(path.join(tmpdir(), 'inventario-proposal-')), 'doc.pdf');
    await writeFile(file, Buffer.from(await (await fetch(link.body.url)).arrayBuffer()));
    const text = execFileSync('pdftotext', ['-layout', file, '-']).toString();
    expect(text).toContain('Proposta di scarico');
    expect(text).toContain('Proposta n. 7/2026 del 01/03/2026 — da confermare');
    expect(text).toMatch(/Inventario\s+1\s+PC\s+Beni mobili\s+1\s+900,00 €/);
    expect(text).toMatch(/Scrivania/);
    expect(text).not.toMatch(/LIM/);
    expect(text).toMatch(/Totale proposto per lo scarico \(2 beni\)\s+2\s+1\.150,00 €/);
    expect(done.files[0]?.fileName).toMatch(/^proposta-di-scarico-7-2026-2026-03-01\.pdf$/);
  });

  it("refuses another school's proposal, a charge and a missing object, and the Prints menu does not offer it", async () => {
    const s = await schoolWithCharged(t);
    const elsewhere = await schoolWithCharged(t);
    const theirs = ok(
      await proposal(t, elsewhere.credentials, {
        date: '2026-03-01',
        progressive: 1,
        assetIds: [elsewhere.pc],
      }),
    );
    const publish = (body: object) =>
      send<{ code: string; details?: { issues: { path: string }[] } }>(
        t,
        s.credentials,
        'POST',
        '/s3documents/publishMessage',
        body,
      );
    for (const id of [theirs.body.id, s.charge.id]) {
      const refused = await publish(proposalPrint(id));
      expect([refused.status, refused.body.code]).toEqual([404, 'notFound']);
    }
    const noObject = await publish({
      ...proposalPrint(1),
      requestMessage: { requestMessageDetail: { conditions: {} } },
    });
    expect(noObject.status).toBe(400);
    expect(noObject.body.details?.issues[0]?.path).toBe('/requestMessage/requestMessageDetail/objectId');
    expect((await search(t, s.credentials)).body.total).toBe(0);

    const types = (await send<DocumentType[]>(t, s.credentials, 'GET', '/s3documents/typeList')).body;
    expect(types.map((type) => type.id)).not.toContain(3);
    expect(types).toHaveLength(19);
  });
});
