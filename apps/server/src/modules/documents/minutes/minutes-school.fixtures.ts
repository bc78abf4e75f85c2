/** Test-only: a school with a DS, a DSGA, sites, locations, sub-consignees and goods placed in them. */
import { execFileSync } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DocumentSummary } from '@inventario/shared/contracts/documents';
import { and, eq } from 'drizzle-orm';
import { assets, locations, schoolData, sites, subConsignees } from '../../../db/schema/index.ts';
import { type Credentials, send, type TestApp } from '../../../test/harness.ts';

export async function nameStaff(t: TestApp, customerCode: string, manager: string, consignee: string) {
  await t.db
    .insert(schoolData)
    .values({ customerCode, manager, consignee })
    .onConflictDoUpdate({ target: schoolData.customerCode, set: { manager, consignee } });
}

export async function insertSite(t: TestApp, customerCode: string, code: string, description: string) {
  const [site] = await t.db.insert(sites).values({ customerCode, code, description }).returning();
  if (!site) throw new Error('no site');
  return site.id;
}

export async function insertSubConsignee(t: TestApp, customerCode: string, description: string) {
  const [row] = await t.db.insert(subConsignees).values({ customerCode, description }).returning();
  if (!row) throw new Error('no sub-consignee');
  return row.id;
}

export async function insertLocation(
  t: TestApp,
  customerCode: string,
  values: { siteId: number; code: string; description: string; subConsigneeId?: number },
) {
  const [row] = await t.db
    .insert(locations)
    .values({ customerCode, ...values })
    .returning();
  if (!row) throw new Error('no location');
  return row.id;
}

/** A site S1 with one location A1, assigned to a sub-consignee. */
export async function siteWithLocation(t: TestApp, customerCode: string) {
  const site = await insertSite(t, customerCode, 'S1', 'Sede centrale');
  const subConsignee = await insertSubConsignee(t, customerCode, 'Rossi Mario');
  const location = await insertLocation(t, customerCode, {
    siteId: site,
    code: 'A1',
    description: 'Aula 1',
    subConsigneeId: subConsignee,
  });
  return { site, subConsignee, location };
}

/** Places the school's assets of this description in a location. */
export async function place(t: TestApp, customerCode: string, description: string, locationId: number) {
  await t.db
    .update(assets)
    .set({ locationId })
    .where(and(eq(assets.customerCode, customerCode), eq(assets.description, description)));
}

type Page = { s3Documents: DocumentSummary[] };

/** Publishes a print, waits for the worker, downloads its file and answers its text (pdftotext -layout). */
export async function printedText(t: TestApp, c: Credentials, request: object): Promise<string> {
  const published = await send<{ id: number }>(t, c, 'POST', '/s3documents/publishMessage', request);
  if (published.status !== 200) throw new Error(`publish: ${JSON.stringify(published.body)}`);
  let done: DocumentSummary | undefined;
  for (let attempt = 0; attempt < 600 && !done; attempt++) {
    const page = await send<Page>(t, c, 'POST', '/s3documents/search/1/10', {});
    done = page.body.s3Documents.find((d) => d.id === published.body.id && d.processingStatus > 2);
    if (!done) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (done?.processingStatus !== 3) throw new Error(`not rendered: ${JSON.stringify(done)}`);
  const link = await send<{ url: string }>(t, c, 'GET', `/s3documents/${done.id}/generateUrlForDownload`);
  const download = await fetch(link.body.url);
  const file = path.join(await mkdtemp(path.join(tmpdir(), 'inventario-minute-')), 'doc.pdf');
  await writeFile(file, Buffer.from(await download.arrayBuffer()));
  return execFileSync('pdftotext', ['-layout', file, '-']).toString();
}

export async function assetIdOf(t: TestApp, customerCode: string, description: string): Promise<number> {
  const [row] = await t.db
    .select({ id: assets.id })
    .from(assets)
    .where(and(eq(assets.customerCode, customerCode), eq(assets.description, description)));
  if (!row) throw new Error(`no asset ${description}`);
  return row.id;
}
