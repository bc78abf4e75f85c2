import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import {
  INVOICE_UPLOAD_MAX_BYTES,
  type InvoiceUploadUrl,
  invoicePaths,
} from '@inventario/shared/contracts/invoices';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type StorageConfig } from '../../config.ts';
import { invoiceUploads } from '../../db/schema/index.ts';
import { inTenantTransaction } from '../../db/tenant.ts';
import { type FileStore, localDocumentStore } from '../../storage/document-store.ts';
import { s3DocumentStore } from '../../storage/s3-document-store.ts';
import { call, signedInSchool, startTestApp, type TestApp } from '../../test/harness.ts';
import { startTestBucket, type TestBucket } from '../../test/s3-bucket.fixtures.ts';
import { schoolWithYear } from '../charges/charge.fixtures.ts';
import { chargeAssets } from '../value-vouchers/value-voucher.fixtures.ts';
import {
  invoiceFileUrl,
  markInvoiceUploadCharged,
  removeUnusedInvoiceUploads,
  withUploadedInvoice,
} from './index.ts';
import {
  getUrl,
  INVOICE_XML,
  md5Base64,
  schoolContext,
  sha256Hex,
  uploadsDeps,
  uploadUrlFor,
} from './invoice-uploads.fixtures.ts';
import { contentMatchesKind, invoiceKindOf } from './upload-content.ts';

v8.setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

interface Answer {
  status: number;
  body: { code?: string; message?: string } | undefined;
  headers: Headers;
}

/** A PUT over HTTP, as a browser sends it: a body of bytes or a stream of them. */
async function put(
  url: string,
  body: Uint8Array | AsyncIterable<Uint8Array>,
  headers: Record<string, string> = { 'content-type': 'application/xml' },
): Promise<Answer> {
  const payload = body instanceof Uint8Array ? body : ReadableStream.from(body);
  const response = await fetch(url, { method: 'PUT', body: payload, headers, duplex: 'half' } as RequestInit);
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined, headers: response.headers };
}

/** `size` bytes that start as a zip does, made as they are sent: never whole in memory. */
async function* zipBytes(size: number, chunk = 64 * 1024): AsyncGenerator<Uint8Array> {
  const zeros = new Uint8Array(chunk);
  const first = new Uint8Array(chunk);
  first.set([0x50, 0x4b, 0x03, 0x04]);
  for (let sent = 0; sent < size; sent += chunk)
    yield (sent === 0 ? first : zeros).subarray(0, Math.min(chunk, size - sent));
}

describe('invoice uploads to the local folder', () => {
  let t: TestApp;
  let store: FileStore;
  /** The app's clock runs this far ahead of the real one. */
  let clockOffsetMs = 0;
  const now = () => new Date(Date.now() + clockOffsetMs);
  beforeAll(async () => {
    t = await startTestApp({}, { now });
    // The same folder and signing key as the app's own store.
    store = await localDocumentStore({
      dataDir: t.dataDir,
      apiBaseUrl: `${t.baseUrl}/inventario/api`,
      secret: undefined,
    });
  });
  afterAll(() => t.close());

  const invoicesFolder = (customerCode: string) =>
    path.join(t.dataDir, 'documents', customerCode, 'invoices');
  const filesOf = (customerCode: string) => readdir(invoicesFolder(customerCode)).catch(() => [] as string[]);
  const rowOf = (customerCode: string, id: string) =>
    inTenantTransaction(t.db, customerCode, async (tx) => {
      const [row] = await tx.select().from(invoiceUploads).where(eq(invoiceUploads.id, id));
      return row;
    });
  const read = (customerCode: string, id: string) =>
    withUploadedInvoice(uploadsDeps(t, store, now), schoolContext(customerCode), id, async (file) => ({
      ...file,
      bytes: await readFile(file.path),
    }));

  it('refuses a name, an empty file or a size the rules do not allow, naming the field', async () => {
    const { credentials } = await signedInSchool(t);
    const refusal = async (body: object) => {
      const answer = await getUrl(t, credentials, body);
      expect(answer.status).toBe(400);
      return answer.body.details?.issues.map((issue) => `${issue.path} ${issue.message}`);
    };
    expect(await refusal({ fileName: 'fattura.pdf', size: 10 })).toEqual(['/fileName rules.invoiceFileType']);
    expect(await refusal({ fileName: 'fattura.xml', size: 0 })).toEqual(['/size rules.invoiceFileEmpty']);
    expect(await refusal({ fileName: 'fatture.zip', size: INVOICE_UPLOAD_MAX_BYTES + 1 })).toEqual([
      '/size rules.invoiceTooLarge',
    ]);
    expect((await getUrl(t, credentials, { fileName: 'IT01234567890_00001.xml.p7m', size: 1 })).status).toBe(
      200,
    );
  });

  it('documents both routes, and answers a retried getUrl with the same upload', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/inventario/api/docs/json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    expect(Object.keys(document.paths['/inventario/api/movement/charge/invoice/getUrl'] ?? {})).toEqual([
      'post',
    ]);
    expect(Object.keys(document.paths['/inventario/api/movement/charge/invoice/upload'] ?? {})).toEqual([
      'put',
    ]);

    const { credentials } = await signedInSchool(t);
    const retried = () =>
      call(
        t,
        {
          method: 'POST',
          url: `/inventario/api${invoicePaths.uploadUrl}`,
          payload: { fileName: 'fattura.xml', size: 10 },
          headers: { 'idempotency-key': 'upload-1' },
        },
        credentials,
      );
    const first = (await retried()).json<InvoiceUploadUrl>();
    const second = await retried();
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json<InvoiceUploadUrl>().uploadId).toBe(first.uploadId);
  });

  it('answers a signed URL of ten minutes that stores the file, read back as the school uploaded it', async () => {
    const { school, credentials } = await signedInSchool(t);
    const before = Date.now();
    const target = await uploadUrlFor(t, credentials, 'IT01234567890_00001.xml', INVOICE_XML.length);
    expect(target.url).toMatch(/\/inventario\/api\/movement\/charge\/invoice\/upload\?token=/);
    expect(target.headers).toEqual({ 'Content-Type': 'application/xml' });
    const ttl = Date.parse(target.expiresAt) - before;
    expect(ttl).toBeGreaterThan(590_000);
    expect(ttl).toBeLessThanOrEqual(601_000);
    expect((await rowOf(school.customerCode, target.uploadId))?.status).toBe(1);

    const answer = await put(target.url, INVOICE_XML, {
      ...target.headers,
      'content-md5': md5Base64(INVOICE_XML),
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(204);

    const file = await read(school.customerCode, target.uploadId);
    expect(file.bytes.equals(INVOICE_XML)).toBe(true);
    expect(file).toMatchObject({
      fileName: 'IT01234567890_00001.xml',
      size: INVOICE_XML.length,
      sha256: sha256Hex(INVOICE_XML),
      storageKey: `${school.customerCode}/invoices/${target.uploadId}`,
      path: path.join(invoicesFolder(school.customerCode), target.uploadId),
    });
    expect(await filesOf(school.customerCode)).toEqual([target.uploadId]);
    expect(await rowOf(school.customerCode, target.uploadId)).toMatchObject({
      status: 2,
      md5: expect.any(String),
    });

    const download = await fetch(await invoiceFileUrl(uploadsDeps(t, store), file));
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/xml');
    expect(Buffer.from(await download.arrayBuffer()).equals(INVOICE_XML)).toBe(true);
  });

  it('refuses a body whose Content-MD5 differs and keeps the URL waiting for the right one', async () => {
    const { school, credentials } = await signedInSchool(t);
    const target = await uploadUrlFor(t, credentials, 'fattura.xml', INVOICE_XML.length);
    const wrong = await put(target.url, INVOICE_XML, { 'content-md5': md5Base64(Buffer.from('other')) });
    expect(wrong.status).toBe(400);
    expect(wrong.body?.code).toBe('uploadChecksumMismatch');
    expect(await filesOf(school.customerCode)).toEqual([]);
    expect((await rowOf(school.customerCode, target.uploadId))?.status).toBe(1);
    await expect(read(school.customerCode, target.uploadId)).rejects.toMatchObject({ code: 'notFound' });

    const right = await put(target.url, INVOICE_XML, { 'content-md5': md5Base64(INVOICE_XML) });
    expect(right.status).toBe(204);
  });

  it('stops a body over 50 MB with a 413, holding none of it in memory and keeping nothing', async () => {
    const { school, credentials } = await signedInSchool(t);
    const target = await uploadUrlFor(t, credentials, 'fatture.zip', INVOICE_UPLOAD_MAX_BYTES);
    const size = 51 * 1024 * 1024;
    // What stays reachable, not the chunks already read and dropped: a full collection before each look,
    // twice, because V8 frees a collection's dead buffers on another thread and the next one waits for it.
    const used = () => {
      collectGarbage();
      collectGarbage();
      const memory = process.memoryUsage();
      return memory.heapUsed + memory.arrayBuffers;
    };
    const baseline = used();
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, used());
    }, 200);
    const answer = await put(target.url, zipBytes(size), { 'content-type': 'application/zip' }).finally(() =>
      clearInterval(sampler),
    );
    expect(answer.status).toBe(413);
    console.info(`memory held during the 51 MB upload: ${((peak - baseline) / 1048576).toFixed(1)} MB`);
    expect(answer.body).toMatchObject({ code: 'invoiceTooLarge', message: expect.any(String) });
    // Server and client share this process: both together hold far less than the body at any time.
    expect(peak - baseline).toBeLessThan(size / 3);
    expect(await filesOf(school.customerCode)).toEqual([]);
    expect((await rowOf(school.customerCode, target.uploadId))?.status).toBe(1);
    // The sampler's two full collections every 200 ms take the core the upload needs: on a loaded
    // 2-core machine the 51 MB then take over a minute, which says nothing about the server.
  }, 180_000);

  it('refuses a body whose first bytes are not what the name says', async () => {
    const { school, credentials } = await signedInSchool(t);
    const refused = async (fileName: string, bytes: Buffer) => {
      const target = await uploadUrlFor(t, credentials, fileName, bytes.length);
      return (await put(target.url, bytes)).body?.code;
    };
    expect(await refused('fatture.zip', INVOICE_XML)).toBe('invoiceContentMismatch');
    expect(await refused('fattura.xml', Buffer.from('PK\u0003\u0004 not xml at all'))).toBe(
      'invoiceContentMismatch',
    );
    expect(await refused('fattura.xml.p7m', INVOICE_XML)).toBe('invoiceContentMismatch');
    const empty = await uploadUrlFor(t, credentials, 'fattura.xml', 1);
    expect((await put(empty.url, Buffer.alloc(0))).body?.code).toBe('invoiceContentMismatch');
    expect(await filesOf(school.customerCode)).toEqual([]);
  });

  it('tells each kind by its first bytes', () => {
    const text = (s: string) => Buffer.from(s, 'latin1');
    expect(invoiceKindOf('IT1_1.XML.P7M')).toBe('p7m');
    expect(invoiceKindOf('fattura.pdf')).toBeNull();
    expect(contentMatchesKind('zip', text('PK\u0003\u0004rest'))).toBe(true);
    expect(contentMatchesKind('zip', text('PK\u0005\u0006'))).toBe(false);
    expect(contentMatchesKind('xml', text('\u00ef\u00bb\u00bf  \r\n<Fattura/>'))).toBe(true);
    expect(contentMatchesKind('xml', Buffer.from('\ufeff<a/>', 'utf16le'))).toBe(true);
    expect(contentMatchesKind('xml', text('\u0000\u0001junk<?xml version="1.0"?>'))).toBe(true);
    expect(contentMatchesKind('xml', text('{"json": true}'))).toBe(false);
    expect(contentMatchesKind('p7m', text('\u0030\u0082\u0012\u0034'))).toBe(true);
    expect(contentMatchesKind('p7m', text('-----BEGIN PKCS7-----\nMIIB'))).toBe(true);
    expect(
      contentMatchesKind('p7m', text('MIAGCSqGSIb3DQEHAqCAMIACAQEx\r\nDzANBglghkgBZQMEAgEFADCABgkq')),
    ).toBe(true);
    expect(contentMatchesKind('p7m', text('<?xml version="1.0"?>'))).toBe(false);
    expect(contentMatchesKind('p7m', text('Mxx!not base64'))).toBe(false);
  });

  it('takes a URL once: used again it is refused, and the file stays the first one', async () => {
    const { school, credentials } = await signedInSchool(t);
    const target = await uploadUrlFor(t, credentials, 'fattura.xml', INVOICE_XML.length);
    expect((await put(target.url, INVOICE_XML)).status).toBe(204);
    const again = await put(target.url, Buffer.from('<other/>'));
    expect(again.status).toBe(409);
    expect(again.body?.code).toBe('uploadUrlUsed');
    expect((await read(school.customerCode, target.uploadId)).bytes.equals(INVOICE_XML)).toBe(true);
  });

  it('refuses an expired URL, and a forged one the same way', async () => {
    const { school, credentials } = await signedInSchool(t);
    const target = await uploadUrlFor(t, credentials, 'fattura.xml', INVOICE_XML.length);
    const token = new URL(target.url).searchParams.get('token') as string;
    const [body, signature] = token.split('.') as [string, string];
    const forgedBody = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), exp: 9_999_999_999 }),
    ).toString('base64url');
    const withToken = (value: string) => `${target.url.split('?')[0]}?token=${encodeURIComponent(value)}`;
    for (const forged of [`${forgedBody}.${signature}`, `${body}.${signature.slice(1)}x`, 'not-a-token']) {
      const answer = await put(withToken(forged), INVOICE_XML);
      expect(answer.status).toBe(410);
      expect(answer.body?.code).toBe('uploadUrlExpired');
    }
    // A download link of the same installation is no upload URL.
    const download = new URL(
      await store.signedUrl({ key: 'x', fileName: 'x.xml', contentType: 'application/xml' }, 60),
    ).searchParams.get('token') as string;
    expect((await put(withToken(download), INVOICE_XML)).body?.code).toBe('uploadUrlExpired');

    clockOffsetMs = 11 * 60_000;
    try {
      const late = await put(target.url, INVOICE_XML);
      expect(late.status).toBe(410);
      expect(late.body?.code).toBe('uploadUrlExpired');
    } finally {
      clockOffsetMs = 0;
    }
    expect(await filesOf(school.customerCode)).toEqual([]);
    expect((await rowOf(school.customerCode, target.uploadId))?.status).toBe(1);
  });

  it('keeps an upload to its school: another one neither sees nor reads it', async () => {
    const a = await signedInSchool(t);
    const b = await signedInSchool(t);
    const target = await uploadUrlFor(t, a.credentials, 'fattura.xml', INVOICE_XML.length);
    expect((await put(target.url, INVOICE_XML)).status).toBe(204);
    await expect(read(b.school.customerCode, target.uploadId)).rejects.toMatchObject({ code: 'notFound' });
    expect(await rowOf(b.school.customerCode, target.uploadId)).toBeUndefined();
    expect((await read(a.school.customerCode, target.uploadId)).size).toBe(INVOICE_XML.length);
  });

  it('lets one of two PUTs of the same URL at once win', async () => {
    const { school, credentials } = await signedInSchool(t);
    const target = await uploadUrlFor(t, credentials, 'fattura.xml', INVOICE_XML.length);
    const other = Buffer.concat([INVOICE_XML, Buffer.from('<!-- second -->')]);
    const answers = await Promise.all([put(target.url, INVOICE_XML), put(target.url, other)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([204, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body?.code).toBe('uploadUrlUsed');
    const winner = answers[0]?.status === 204 ? INVOICE_XML : other;
    expect((await read(school.customerCode, target.uploadId)).bytes.equals(winner)).toBe(true);
    expect(await filesOf(school.customerCode)).toEqual([target.uploadId]);
  });

  // Last: the cleanup, a day ahead, takes every unused upload of this file's schools.
  it("removes a day later the uploads no charge took, with their files, and keeps a charge's", async () => {
    const s = await schoolWithYear(t);
    const charge = await chargeAssets(t, s.credentials, '2026-02-01', [
      { subcategoryId: s.hardware, historicalPrice: 100 },
    ]);
    const uploaded = async () => {
      const target = await uploadUrlFor(t, s.credentials, 'fattura.xml', INVOICE_XML.length);
      expect((await put(target.url, INVOICE_XML)).status).toBe(204);
      return target;
    };
    const charged = await uploaded();
    const unused = await uploaded();
    const neverSent: InvoiceUploadUrl = await uploadUrlFor(t, s.credentials, 'fattura.xml', 10);
    await inTenantTransaction(t.db, s.customerCode, (tx) =>
      markInvoiceUploadCharged(tx, s.customerCode, charged.uploadId, charge.id),
    );
    const deps = uploadsDeps(t, store);

    expect(await removeUnusedInvoiceUploads(deps, new Date(Date.now() + 23 * 3_600_000))).toBe(0);
    expect((await filesOf(s.customerCode)).sort()).toEqual([charged.uploadId, unused.uploadId].sort());

    expect(
      await removeUnusedInvoiceUploads(deps, new Date(Date.now() + 25 * 3_600_000)),
    ).toBeGreaterThanOrEqual(2);
    expect(await filesOf(s.customerCode)).toEqual([charged.uploadId]);
    expect(await rowOf(s.customerCode, unused.uploadId)).toBeUndefined();
    expect(await rowOf(s.customerCode, neverSent.uploadId)).toBeUndefined();
    expect((await read(s.customerCode, charged.uploadId)).bytes.equals(INVOICE_XML)).toBe(true);
  });
});

describe('invoice uploads to an S3 bucket', () => {
  let t: TestApp;
  let bucket: TestBucket;
  let store: FileStore;
  beforeAll(async () => {
    bucket = await startTestBucket();
    t = await startTestApp(bucket.env);
    store = s3DocumentStore(loadConfig(bucket.env).storage as Extract<StorageConfig, { kind: 's3' }>);
  });
  afterAll(async () => {
    await t.close();
    await bucket.close();
  });

  const read = (customerCode: string, id: string) =>
    withUploadedInvoice(uploadsDeps(t, store), schoolContext(customerCode), id, async (file) => ({
      ...file,
      bytes: await readFile(file.path),
    }));

  it('answers a presigned PUT of the bucket that takes the file, read back through a temporary copy', async () => {
    const { school, credentials } = await signedInSchool(t);
    const target = await uploadUrlFor(t, credentials, 'fattura.xml', INVOICE_XML.length);
    expect(target.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/documents\/.*\/invoices\/.*X-Amz-Signature=/);
    expect(new URL(target.url).searchParams.get('X-Amz-Expires')).toBe('600');
    // S3 refuses a PUT of another type or length than signed (s3rver, the stand-in, does not check them).
    expect(new URL(target.url).searchParams.get('X-Amz-SignedHeaders')).toBe(
      'content-length;content-type;host',
    );
    expect(target.headers).toEqual({ 'Content-Type': 'application/xml' });
    await expect(read(school.customerCode, target.uploadId)).rejects.toMatchObject({ code: 'notFound' });

    const stored = await fetch(target.url, { method: 'PUT', body: INVOICE_XML, headers: target.headers });
    expect(stored.status).toBe(200);

    let copy = '';
    const file = await withUploadedInvoice(
      uploadsDeps(t, store),
      schoolContext(school.customerCode),
      target.uploadId,
      async (f) => {
        copy = f.path;
        return { ...f, bytes: await readFile(f.path) };
      },
    );
    expect(file.bytes.equals(INVOICE_XML)).toBe(true);
    expect(file).toMatchObject({ size: INVOICE_XML.length, sha256: sha256Hex(INVOICE_XML) });
    await expect(readFile(copy)).rejects.toMatchObject({ code: 'ENOENT' });
    expect((await read(school.customerCode, target.uploadId)).sha256).toBe(sha256Hex(INVOICE_XML));

    const other = await signedInSchool(t);
    await expect(read(other.school.customerCode, target.uploadId)).rejects.toMatchObject({
      code: 'notFound',
    });

    const download = await fetch(await invoiceFileUrl(uploadsDeps(t, store), file));
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(INVOICE_XML)).toBe(true);
  });

  it('removes at its first use an object the bucket took that is not what its name says', async () => {
    const { school, credentials } = await signedInSchool(t);
    const bytes = Buffer.from('not a zip at all');
    const target = await uploadUrlFor(t, credentials, 'fatture.zip', bytes.length);
    expect((await fetch(target.url, { method: 'PUT', body: bytes, headers: target.headers })).status).toBe(
      200,
    );
    await expect(read(school.customerCode, target.uploadId)).rejects.toMatchObject({
      code: 'invoiceContentMismatch',
    });
    await expect(read(school.customerCode, target.uploadId)).rejects.toMatchObject({ code: 'notFound' });
  });
});
