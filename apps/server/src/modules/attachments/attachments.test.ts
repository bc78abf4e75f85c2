import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Attachment, AttachmentList, Cover } from '@inventario/shared/contracts/attachments';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachments, auditEvents } from '../../db/schema/index.ts';
import { type Credentials, call, send, startTestApp, type TestApp } from '../../test/harness.ts';
import { createUniversality, createWaiting, type School, schoolForAssets } from '../assets/asset.fixtures.ts';
import { removeOrphanAttachments } from './attachments-cleanup.ts';

type Answer<T> = T & { code?: string; details?: Record<string, unknown> };

/** A landscape photo a phone held upright (EXIF orientation 6), with a camera make and a GPS position. */
async function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 3000, height: 1000, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .jpeg()
    .withMetadata({
      orientation: 6,
      exif: { IFD0: { Make: 'PhoneCam', Model: 'X1' }, IFD3: { GPSLatitudeRef: 'N', GPSLongitudeRef: 'E' } },
    })
    .toBuffer();
}

const transparentPng = () =>
  sharp({ create: { width: 400, height: 300, channels: 4, background: { r: 0, g: 0, b: 255, alpha: 0 } } })
    .png()
    .toBuffer();

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

describe('attachments', () => {
  let t: TestApp;
  let s: School;
  let other: School;

  beforeAll(async () => {
    t = await startTestApp();
    s = await schoolForAssets(t);
    other = await schoolForAssets(t);
  });
  afterAll(() => t.close());

  function upload(c: Credentials, where: string, fileName: string, body: Buffer, caption?: string) {
    const query = new URLSearchParams({ fileName, ...(caption ? { caption } : {}) });
    return call(
      t,
      {
        method: 'POST',
        url: `/inventario/api/attachments/${where}?${query}`,
        headers: { 'content-type': 'application/octet-stream' },
        payload: body,
      },
      c,
    );
  }
  const uploaded = async (
    c: Credentials,
    where: string,
    fileName: string,
    body: Buffer,
    caption?: string,
  ) => {
    const response = await upload(c, where, fileName, body, caption);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Attachment>();
  };
  const download = (url: string) => {
    const link = new URL(url);
    return call(t, { method: 'GET', url: `${link.pathname}${link.search}` });
  };
  const list = (c: Credentials, where: string) =>
    send<Answer<AttachmentList>>(t, c, 'GET', `/attachments/${where}`);
  const storedFiles = async (customerCode: string) =>
    readdir(path.join(t.dataDir, 'documents', customerCode, 'attachments')).catch(() => [] as string[]);

  it('keeps a photo upright, at most 2048 px, without its location or camera, with a thumbnail', async () => {
    const asset = await createWaiting(t, s);
    const photo = await uploaded(
      s.credentials,
      `asset/${asset.id}`,
      'IMG_0001.HEIC.jpeg',
      await phonePhoto(),
      'Lato',
    );
    expect(photo).toMatchObject({
      owner: 'asset',
      ownerId: asset.id,
      kind: 'photo',
      fileName: 'IMG_0001.HEIC.jpg',
      contentType: 'image/jpeg',
      width: 683,
      height: 2048,
      caption: 'Lato',
    });

    const image = await download(photo.url);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['content-disposition']).toMatch(/^inline; /);
    expect(image.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    const stored = await sharp(image.rawPayload).metadata();
    expect([stored.format, stored.width, stored.height]).toEqual(['jpeg', 683, 2048]);
    expect(stored.orientation).toBeUndefined();
    expect(stored.exif).toBeUndefined();
    expect(image.rawPayload.includes(Buffer.from('PhoneCam'))).toBe(false);

    const thumbnail = await sharp((await download(photo.thumbnailUrl ?? '')).rawPayload).metadata();
    expect(thumbnail.height).toBe(320);
    expect(Math.abs((thumbnail.width ?? 0) - 107)).toBeLessThanOrEqual(1);

    const events = await t.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.customerCode, s.school.customerCode), eq(auditEvents.action, 'attachment.add')),
      );
    expect(events.map((e) => [e.entity, e.entityId])).toContainEqual(['asset', String(asset.id)]);
  });

  it('keeps a PDF as sent, downloaded and never cached; a PNG becomes a JPEG on white', async () => {
    const asset = await createWaiting(t, s);
    const pdf = await uploaded(s.credentials, `asset/${asset.id}`, 'C:\\garanzie\\garanzia.pdf', PDF);
    expect(pdf).toMatchObject({ kind: 'pdf', fileName: 'garanzia.pdf', thumbnailUrl: null, width: null });
    const file = await download(pdf.url);
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="garanzia.pdf"/);
    expect(file.headers['cache-control']).toBe('private, no-store');

    const png = await uploaded(s.credentials, `asset/${asset.id}`, 'schema.png', await transparentPng());
    expect(png).toMatchObject({ kind: 'photo', fileName: 'schema.jpg', width: 400, height: 300 });
    const { data } = await sharp((await download(png.url)).rawPayload)
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([data[0], data[1], data[2]]).toEqual([255, 255, 255]);

    const listed = await list(s.credentials, `asset/${asset.id}`);
    expect(listed.body.attachments.map((a) => a.fileName)).toEqual(['garanzia.pdf', 'schema.jpg']);
  });

  it('refuses what is not a photo or a PDF, too large or broken, and keeps nothing of it', async () => {
    const asset = await createWaiting(t, s);
    const before = await storedFiles(s.school.customerCode);
    const html = await upload(
      s.credentials,
      `asset/${asset.id}`,
      'foto.jpg',
      Buffer.from('<html><script>x</script>'),
    );
    expect([html.statusCode, html.json().code]).toEqual([415, 'attachmentTypeUnsupported']);
    const heic = await upload(
      s.credentials,
      `asset/${asset.id}`,
      'IMG.HEIC',
      Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic'), Buffer.alloc(64)]),
    );
    expect([heic.statusCode, heic.json().details]).toEqual([415, { format: 'heic' }]);
    const broken = await upload(
      s.credentials,
      `asset/${asset.id}`,
      'rotta.jpg',
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]),
    );
    expect([broken.statusCode, broken.json().code]).toEqual([422, 'attachmentUnreadable']);
    const large = await upload(
      s.credentials,
      `asset/${asset.id}`,
      'grande.pdf',
      Buffer.concat([PDF, Buffer.alloc(20 * 1024 * 1024)]),
    );
    expect([large.statusCode, large.json().code]).toEqual([413, 'attachmentTooLarge']);
    const unnamed = await upload(s.credentials, `asset/${asset.id}`, '', PDF);
    expect(unnamed.statusCode).toBe(400);

    expect(await storedFiles(s.school.customerCode)).toEqual(before);
    expect((await list(s.credentials, `asset/${asset.id}`)).body.attachments).toEqual([]);
  });

  it('attaches to universalities and movements; 30 files at most a record', async () => {
    const universality = await createUniversality(t, s);
    const photo = await uploaded(
      s.credentials,
      `universality/${universality.id}`,
      'lab.png',
      await transparentPng(),
    );
    expect(photo.owner).toBe('universality');

    const charge = await send<{ id: number }>(t, s.credentials, 'POST', '/movement/charge', {
      date: '2026-02-02',
      causal: 'ACQ',
      assets: [
        { description: 'Notebook', subcategoryId: s.hardware, historicalPrice: 700, locationId: s.lab.id },
      ],
    });
    expect(charge.status).toBe(200);
    const invoice = await uploaded(s.credentials, `movement/${charge.body.id}`, 'fattura.pdf', PDF);
    expect(invoice).toMatchObject({ owner: 'movement', ownerId: charge.body.id, kind: 'pdf' });

    const rows = Array.from({ length: 29 }, (_, i) => ({
      id: crypto.randomUUID(),
      customerCode: s.school.customerCode,
      movementId: charge.body.id,
      kind: 'pdf',
      fileName: `f${i}.pdf`,
      contentType: 'application/pdf',
      sizeBytes: 1,
      storageKey: `${s.school.customerCode}/attachments/none-${i}.pdf`,
      sha256: 'x',
      createdBy: 'x',
      createdByName: 'x',
    }));
    await t.db.insert(attachments).values(rows);
    const full = await upload(s.credentials, `movement/${charge.body.id}`, 'altra.pdf', PDF);
    expect([full.statusCode, full.json().code]).toEqual([409, 'attachmentsFull']);
  });

  it('shows, changes and deletes only the school’s own, whose links then lead nowhere', async () => {
    const asset = await createWaiting(t, s);
    const photo = await uploaded(s.credentials, `asset/${asset.id}`, 'a.jpg', await phonePhoto());

    expect((await list(other.credentials, `asset/${asset.id}`)).status).toBe(404);
    expect((await upload(other.credentials, `asset/${asset.id}`, 'x.pdf', PDF)).statusCode).toBe(404);
    expect((await send(t, other.credentials, 'DELETE', `/attachments/${photo.id}`)).status).toBe(404);
    const otherCovers = await send<{ covers: Cover[] }>(t, other.credentials, 'POST', '/attachments/covers', {
      owner: 'asset',
      ownerIds: [asset.id],
    });
    expect(otherCovers.body.covers).toEqual([]);

    const renamed = await call(
      t,
      { method: 'PATCH', url: `/inventario/api/attachments/${photo.id}`, payload: { caption: 'Targhetta' } },
      s.credentials,
    );
    expect(renamed.json<Attachment>().caption).toBe('Targhetta');

    expect((await send(t, s.credentials, 'DELETE', `/attachments/${photo.id}`)).status).toBe(204);
    expect((await download(photo.url)).statusCode).toBe(410);
    expect((await download(photo.thumbnailUrl ?? '')).statusCode).toBe(410);
    expect((await storedFiles(s.school.customerCode)).filter((f) => f.startsWith(photo.id))).toEqual([]);
  });

  it('gives a page of records their cover photo and count', async () => {
    const withPhoto = await createWaiting(t, s);
    const withPdf = await createWaiting(t, s);
    const without = await createWaiting(t, s);
    await uploaded(s.credentials, `asset/${withPhoto.id}`, 'manuale.pdf', PDF);
    await uploaded(s.credentials, `asset/${withPhoto.id}`, 'fronte.png', await transparentPng(), 'Fronte');
    await uploaded(s.credentials, `asset/${withPdf.id}`, 'manuale.pdf', PDF);
    const answer = await send<{ covers: Cover[] }>(t, s.credentials, 'POST', '/attachments/covers', {
      owner: 'asset',
      ownerIds: [withPhoto.id, withPdf.id, without.id],
    });
    const byId = new Map(answer.body.covers.map((c) => [c.ownerId, c]));
    expect(byId.get(withPhoto.id)).toMatchObject({ count: 2, caption: 'Fronte' });
    expect(byId.get(withPhoto.id)?.thumbnailUrl).toMatch(/s3documents\/file\?token=/);
    expect(byId.get(withPdf.id)).toMatchObject({ count: 1, thumbnailUrl: null });
    expect(byId.has(without.id)).toBe(false);
    // Signed within one window, a thumbnail's link is the same URL: the browser keeps the image.
    const again = await send<{ covers: Cover[] }>(t, s.credentials, 'POST', '/attachments/covers', {
      owner: 'asset',
      ownerIds: [withPhoto.id],
    });
    expect(again.body.covers[0]?.thumbnailUrl).toBe(byId.get(withPhoto.id)?.thumbnailUrl);
  });

  it('removes the files of a deleted record with the hourly cleanup', async () => {
    const asset = await createWaiting(t, s);
    const photo = await uploaded(s.credentials, `asset/${asset.id}`, 'a.jpg', await phonePhoto());
    expect((await send(t, s.credentials, 'DELETE', `/asset/${asset.id}`)).status).toBe(204);
    const [orphan] = await t.db.select().from(attachments).where(eq(attachments.id, photo.id));
    expect(orphan).toMatchObject({ assetId: null, customerCode: s.school.customerCode });

    const removed = await removeOrphanAttachments({ db: t.db, store: await storeOf(t) });
    expect(removed).toBeGreaterThanOrEqual(2);
    expect(await t.db.select().from(attachments).where(eq(attachments.id, photo.id))).toEqual([]);
    expect((await storedFiles(s.school.customerCode)).filter((f) => f.startsWith(photo.id))).toEqual([]);
  });
});

/** The app's own local store, for the cleanup the worker process runs. */
async function storeOf(t: TestApp) {
  const { localDocumentStore } = await import('../../storage/document-store.ts');
  return localDocumentStore({
    dataDir: t.dataDir,
    apiBaseUrl: `${t.baseUrl}/inventario/api`,
    secret: undefined,
  });
}
