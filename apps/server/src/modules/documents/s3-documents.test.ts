import { execFileSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Attachment } from '@inventario/shared/contracts/attachments';
import type { DocumentSummary } from '@inventario/shared/contracts/documents';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, send, startTestApp, type TestApp } from '../../test/harness.ts';
import { startTestBucket, type TestBucket } from '../../test/s3-bucket.fixtures.ts';
import { schoolWithYear } from '../charges/charge.fixtures.ts';
import { chargeAssets } from '../value-vouchers/value-voucher.fixtures.ts';

/** Documents in an S3-compatible bucket (s3rver, a local S3 server), downloaded from presigned URLs. */
describe('documents in an S3 bucket', () => {
  let t: TestApp;
  let bucket: TestBucket;
  beforeAll(async () => {
    bucket = await startTestBucket();
    t = await startTestApp({ WORKER: 'on', ...bucket.env });
  });
  afterAll(async () => {
    await t.close();
    await bucket.close();
  });

  it('puts the rendered register in the bucket, signs its download there, and deletes it from there', async () => {
    const s = await schoolWithYear(t);
    await chargeAssets(t, s.credentials, '2026-02-01', [
      { subcategoryId: s.hardware, historicalPrice: 2500, description: 'Lavagna interattiva' },
    ]);
    const registers = (
      await send<{ id: number; description: string }[]>(t, s.credentials, 'GET', '/register/list')
    ).body;
    const idRegister = registers.find((r) => /mobili/i.test(r.description))?.id;
    const published = await send<{ id: number }>(t, s.credentials, 'POST', '/s3documents/publishMessage', {
      documentType: 7,
      conditions: { idRegister, atDate: '2026-06-30' },
    });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    let done: DocumentSummary | undefined;
    for (let attempt = 0; attempt < 600 && !done; attempt++) {
      const page = await send<{ s3Documents: DocumentSummary[] }>(
        t,
        s.credentials,
        'POST',
        '/s3documents/search/1/10',
        {},
      );
      done = page.body.s3Documents.find((d) => d.id === published.body.id && d.processingStatus > 2);
      if (!done) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(done?.processingStatus).toBe(3);

    const link = await send<{ url: string }>(
      t,
      s.credentials,
      'GET',
      `/s3documents/${published.body.id}/generateUrlForDownload`,
    );
    expect(link.body.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/documents\/.*X-Amz-Signature=/);
    const download = await fetch(link.body.url);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toContain('attachment');
    const file = path.join(bucket.directory, 'downloaded.pdf');
    await writeFile(file, Buffer.from(await download.arrayBuffer()));
    expect(execFileSync('pdftotext', ['-layout', file, '-']).toString()).toContain('Lavagna interattiva');

    // The bucket checks the signature; the URL works for the configured time only.
    expect(new URL(link.body.url).searchParams.get('X-Amz-Expires')).toBe('300');

    expect((await send(t, s.credentials, 'DELETE', `/s3documents/${published.body.id}`)).status).toBe(204);
    expect((await fetch(link.body.url)).status).toBe(404);
  });

  it("keeps an asset's photo in the bucket, shown from a presigned link and gone with it", async () => {
    const s = await schoolWithYear(t);
    const charge = await chargeAssets(t, s.credentials, '2026-02-01', [
      { subcategoryId: s.hardware, historicalPrice: 900, description: 'Notebook' },
    ]);
    const assetId = charge.assets[0]?.id;
    const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();
    const uploaded = await call(
      t,
      { method: 'POST', url: `/inventario/api/attachments/asset/${assetId}?fileName=pc.jpg`, payload: photo },
      s.credentials,
    );
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const attachment = uploaded.json<Attachment>();
    expect(attachment.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/documents\/.*X-Amz-Signature=/);
    const image = await fetch(attachment.url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect(image.headers.get('content-disposition')).toMatch(/^inline;/);
    expect(image.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
    expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).width).toBe(900);
    expect((await fetch(attachment.thumbnailUrl ?? '')).status).toBe(200);

    expect((await send(t, s.credentials, 'DELETE', `/attachments/${attachment.id}`)).status).toBe(204);
    expect((await fetch(attachment.url)).status).toBe(404);
    expect((await fetch(attachment.thumbnailUrl ?? '')).status).toBe(404);
  });
});
