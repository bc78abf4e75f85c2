import type { DocumentSummary } from '@inventario/shared/contracts/documents';
import { expect } from 'vitest';
import { type Credentials, send, type TestApp } from '../../../test/harness.ts';

/** The document `id` once rendered or failed. */
export async function untilSettled(t: TestApp, c: Credentials, id: number): Promise<DocumentSummary> {
  for (let attempt = 0; attempt < 600; attempt++) {
    const found = (await send<DocumentSummary>(t, c, 'GET', `/s3documents/${id}`)).body;
    if (found.processingStatus > 2) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`document ${id} still processing`);
}

/** Publishes an export, waits for it and downloads its file, which comes as an attachment. */
export async function exported(t: TestApp, c: Credentials, body: object) {
  const published = await send<{ id: number }>(t, c, 'POST', '/s3documents/export/publishMessage', body);
  expect(published.status, JSON.stringify(published.body)).toBe(200);
  const done = await untilSettled(t, c, published.body.id);
  expect(done.failureCode).toBeNull();
  const link = await send<{ url: string }>(t, c, 'GET', `/s3documents/${done.id}/generateUrlForDownload`);
  const download = await fetch(link.body.url);
  expect(download.headers.get('content-disposition')).toContain('attachment');
  return {
    done,
    bytes: Buffer.from(await download.arrayBuffer()),
    type: download.headers.get('content-type'),
  };
}
