import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { InvoiceReading } from '@inventario/shared/contracts/invoices';
import type { MovementWithAssets } from '@inventario/shared/contracts/movements';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditors, invoiceUploads, movements } from '../../db/schema/index.ts';
import { type Credentials, send, startTestApp, type TestApp } from '../../test/harness.ts';
import { asset, schoolWithYear } from '../charges/charge.fixtures.ts';
import { uploadUrlFor } from './invoice-uploads.fixtures.ts';
import { fixturePath, zipBuffer } from './reading/reading.fixtures.ts';

interface Refusal {
  code: string;
  message: string;
  details?: { charges: { chargeId: number }[] };
}

const fixture = (name: string) => readFile(fixturePath(name));

describe('a charge from an e-invoice', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  async function upload(credentials: Credentials, fileName: string, bytes: Buffer): Promise<string> {
    const target = await uploadUrlFor(t, credentials, fileName, bytes.length);
    const response = await fetch(target.url, { method: 'PUT', body: bytes, headers: target.headers });
    expect(response.status).toBe(204);
    return target.uploadId;
  }

  const map = (credentials: Credentials, uploadId: string) =>
    send<InvoiceReading & Refusal>(t, credentials, 'POST', '/movement/charge/mapFromInvoice', { uploadId });

  const charge = (credentials: Credentials, body: object) =>
    send<MovementWithAssets & Refusal>(t, credentials, 'POST', '/movement/charge', body);

  const invoiceFile = (credentials: Credentials, chargeId: number) =>
    send<{ url: string } & Refusal>(t, credentials, 'GET', `/movement/charge/${chargeId}/invoiceFile`);

  /** Two invoices of one supplier, a file with a credit note and a dollar invoice, and a broken entry. */
  const invoicesZip = async () =>
    zipBuffer([
      { name: 'fpa12-two-bodies.xml', content: await fixture('fpa12-two-bodies.xml') },
      { name: 'fpa12-refusals.xml', content: await fixture('fpa12-refusals.xml') },
      { name: 'rotta.xml', content: 'questa non è una fattura' },
    ]);

  it('maps an invoice: the supplier to the creditor of its VAT number, the lines priced', async () => {
    const s = await schoolWithYear(t);
    // Written as an old import left it: spaced, lower case, with the country.
    const [creditor] = await t.db
      .insert(creditors)
      .values({
        customerCode: s.customerCode,
        vendorType: 'G',
        businessName: 'Forniture Didattiche',
        displayName: 'Forniture Didattiche',
        vatNumber: 'it 0123 4567897',
      })
      .returning();
    const uploadId = await upload(s.credentials, 'fattura.xml', await fixture('fpa12-one-line.xml'));
    const answer = await map(s.credentials, uploadId);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ uploadId, fileName: 'fattura.xml' });
    const [document] = answer.body.documents;
    expect(document).not.toHaveProperty('sha256');
    expect(document?.problem).toBeNull();
    const [invoice] = document?.invoices ?? [];
    // The school's name for the supplier, which the screen shows, not the invoice's.
    expect(invoice?.supplier).toMatchObject({
      vatNumber: '01234567897',
      creditorId: creditor?.id,
      creditorName: 'Forniture Didattiche',
    });
    expect(invoice?.document).toMatchObject({ type: 'TD01', number: 'FT/2026/118', date: '2026-03-14' });
    expect(invoice?.alreadyCharged).toEqual([]);
    expect(invoice?.lines).toEqual([
      expect.objectContaining({ kind: 'goods', quantity: 2, unitPrice: 500, total: 1000, unitValue: 610 }),
    ]);

    const other = await schoolWithYear(t);
    const unmatched = await map(
      other.credentials,
      await upload(other.credentials, 'f.xml', await fixture('fpa12-one-line.xml')),
    );
    expect(unmatched.body.documents[0]?.invoices[0]?.supplier).toMatchObject({
      creditorId: null,
      creditorName: null,
    });
  });

  it('lists every entry of a zip with its invoices, refusals and problems', async () => {
    const s = await schoolWithYear(t);
    const answer = await map(s.credentials, await upload(s.credentials, 'fatture.zip', await invoicesZip()));
    expect(answer.status).toBe(200);
    const [bodies, refusals, broken] = answer.body.documents;
    expect(answer.body.documents).toHaveLength(3);
    expect(bodies?.invoices.map((i) => [i.bodyIndex, i.document.number, i.refusal])).toEqual([
      [0, '311', null],
      [1, '312', null],
    ]);
    expect(bodies?.invoices[0]?.supplier.warnings).toEqual(['rules.invalidVatNumber']);
    expect(refusals?.invoices.map((i) => i.refusal?.code)).toEqual([expect.any(String), expect.any(String)]);
    expect(broken?.name).toBe('rotta.xml');
    expect(broken?.problem).not.toBeNull();
  });

  it('charges an invoice once, creating its supplier, and again only when confirmed', async () => {
    const s = await schoolWithYear(t);
    const zip = await invoicesZip();
    const uploadId = await upload(s.credentials, 'fatture.zip', zip);
    const fromInvoice = (invoice: object) => ({
      date: '2026-06-10',
      causal: 'ACQ',
      assets: [asset(s.furniture, 610, 'Banco')],
      invoice: { uploadId, document: 0, bodyIndex: 1, createCreditor: true, ...invoice },
    });

    const first = await charge(s.credentials, fromInvoice({}));
    expect(first.status).toBe(200);
    expect(first.body.invoice).toEqual({ supplierId: '01234567890', number: '312', date: '2026-06-04' });
    // The checksum fails: a warning on import, and the creditor is made all the same.
    const creditorId = first.body.creditor?.id ?? 0;
    const [created] = await t.db.select().from(creditors).where(eq(creditors.id, creditorId));
    expect(created).toMatchObject({
      vatNumber: '01234567890',
      displayName: 'Arredi Scolastici Lombardi S.n.c.',
    });
    const [voucher] = await t.db.select().from(movements).where(eq(movements.id, first.body.id));
    expect(voucher).toMatchObject({
      invoiceUploadId: uploadId,
      invoiceNumber: '312',
      invoiceDate: '2026-06-04',
    });
    const [stored] = await t.db.select().from(invoiceUploads).where(eq(invoiceUploads.id, uploadId));
    expect(stored?.chargeId).toBe(first.body.id);

    const mapped = await map(s.credentials, uploadId);
    expect(mapped.body.documents[0]?.invoices.map((i) => i.alreadyCharged)).toEqual([
      [],
      [{ chargeId: first.body.id, number: first.body.number, year: 2026, date: '2026-06-10' }],
    ]);
    expect(mapped.body.documents[0]?.invoices[1]?.supplier.creditorId).toBe(creditorId);

    const twice = await charge(s.credentials, fromInvoice({}));
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('invoiceAlreadyCharged');
    expect(twice.body.details?.charges).toEqual([expect.objectContaining({ chargeId: first.body.id })]);

    const confirmed = await charge(s.credentials, fromInvoice({ confirmDuplicate: true }));
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.creditor?.id).toBe(creditorId);
    expect(
      await t.db.select().from(creditors).where(eq(creditors.customerCode, s.customerCode)),
    ).toHaveLength(1);
  });

  it('refuses an invoice that cannot be charged, or that the file does not hold', async () => {
    const s = await schoolWithYear(t);
    const uploadId = await upload(s.credentials, 'fatture.zip', await invoicesZip());
    const attempt = (document: number, bodyIndex: number) =>
      charge(s.credentials, {
        date: '2026-07-10',
        causal: 'ACQ',
        assets: [asset(s.furniture, 100)],
        invoice: { uploadId, document, bodyIndex },
      });
    for (const [document, bodyIndex] of [
      [1, 0],
      [1, 1],
      [2, 0],
      [0, 5],
      [7, 0],
    ] as const) {
      const refused = await attempt(document, bodyIndex);
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe('invoiceNotChargeable');
    }
    const missing = await charge(s.credentials, {
      date: '2026-07-10',
      causal: 'ACQ',
      assets: [asset(s.furniture, 100)],
      invoice: { uploadId: randomUUID(), document: 0, bodyIndex: 0 },
    });
    expect(missing.status).toBe(404);
  });

  it("downloads the charge's original file, for its own school only", async () => {
    const s = await schoolWithYear(t);
    const bytes = await fixture('fpa12-one-line.xml');
    const uploadId = await upload(s.credentials, 'IT01234567897_00118.xml', bytes);
    const made = await charge(s.credentials, {
      date: '2026-03-20',
      causal: 'ACQ',
      assets: [asset(s.hardware, 610)],
      invoice: { uploadId, document: 0, bodyIndex: 0 },
    });
    expect(made.status).toBe(200);
    expect(made.body.creditor).toBeNull();

    const link = await invoiceFile(s.credentials, made.body.id);
    expect(link.status).toBe(200);
    const download = await fetch(link.body.url);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);

    const plain = await charge(s.credentials, {
      date: '2026-03-21',
      causal: 'ACQ',
      assets: [asset(s.hardware, 50)],
    });
    expect(plain.body.invoice).toBeNull();
    expect((await invoiceFile(s.credentials, plain.body.id)).status).toBe(404);

    const other = await schoolWithYear(t);
    expect((await invoiceFile(other.credentials, made.body.id)).status).toBe(404);
    expect((await map(other.credentials, uploadId)).status).toBe(404);
    expect((await map(s.credentials, randomUUID())).status).toBe(404);
  });
});
