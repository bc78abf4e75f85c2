import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSignedVariants, type SignedVariant } from './make-signed.ts';
import { readInvoiceFile } from './read-invoice-file.ts';
import { normaliseEnvelope } from './signed-envelope.ts';

const fixture = path.join(import.meta.dirname, 'fixtures', 'fpa12-one-line.xml');
let xml: Buffer;
let files: Record<SignedVariant, string>;

beforeAll(async () => {
  // A BOM as the real BER sample has, and a body larger than OpenSSL's 4 kB stream chunks.
  const padding = `<!-- ${'firma '.repeat(1500)} -->\n`;
  xml = Buffer.concat([
    Buffer.from([0xef, 0xbb, 0xbf]),
    Buffer.from((await readFile(fixture, 'utf8')) + padding),
  ]);
  files = await makeSignedVariants(xml, { from: 'Forniture Didattiche', to: 'Farniture Didattiche' });
}, 60_000);

afterAll(async () => {
  await rm(path.dirname(files.der), { recursive: true, force: true });
});

async function readSigned(variant: SignedVariant, fileName = 'IT01234567897_00001.xml.p7m') {
  const { documents } = await readInvoiceFile({ fileName, path: files[variant] });
  expect(documents).toHaveLength(1);
  return documents[0];
}

const sha256OfXml = () => import('node:crypto').then((c) => c.createHash('sha256').update(xml).digest('hex'));

describe('signed invoices (.p7m)', () => {
  it.each<SignedVariant>([
    'der',
    'berStream',
    'pem',
    'base64',
    'base64Lines',
    'base64OfBase64',
    'signedTwice',
    'ecdsa',
  ])('reads the XML of a %s envelope and verifies its signature', async (variant) => {
    const document = await readSigned(variant);
    expect(document?.problem).toBeNull();
    expect(document?.signature).toBe('verified');
    expect(document?.version).toBe('FPA12');
    expect(document?.invoices[0]?.document.number).toBe('FT/2026/118');
    // The hash is of the XML taken out, BOM included: the same whatever the envelope.
    expect(document?.sha256).toBe(await sha256OfXml());
  });

  it('reads the -stream envelope as BER with indefinite lengths and chunked content', async () => {
    const ber = await readFile(files.berStream);
    expect(ber[1]).toBe(0x80);
    expect(xml.length).toBeGreaterThan(4096);
    expect((await readSigned('berStream'))?.invoices).toHaveLength(1);
  });

  it('accepts the plain .p7m name as well as .xml.p7m', async () => {
    expect((await readSigned('der', 'fattura.P7M'))?.invoices).toHaveLength(1);
  });

  it('reads a file whose signed content was altered, saying the signature does not verify', async () => {
    const document = await readSigned('contentAltered');
    expect(document?.signature).toBe('notVerified');
    expect(document?.invoices[0]?.supplier.businessName).toBe('Farniture Didattiche S.r.l.');
  });

  it.each<SignedVariant>(['truncated', 'insertedByte'])(
    'refuses a corrupt envelope (%s)',
    async (variant) => {
      const document = await readSigned(variant);
      expect(document?.problem).toEqual({ code: 'unreadableSignedEnvelope' });
      expect(document?.invoices).toEqual([]);
    },
  );

  it('refuses a detached signature, which carries no invoice', async () => {
    expect((await readSigned('detached'))?.problem).toEqual({ code: 'detachedSignature' });
  });

  it('says plain XML has no signature', async () => {
    const { documents } = await readInvoiceFile({ fileName: 'a.xml', path: fixture });
    expect(documents[0]?.signature).toBe('none');
  });

  it('refuses a .p7m that holds plain XML, and an .xml that holds an envelope', async () => {
    const p7m = await readInvoiceFile({ fileName: 'a.xml.p7m', path: fixture });
    expect(p7m.documents[0]?.problem).toEqual({ code: 'fileKindMismatch', params: { expected: 'p7m' } });
    const xmlName = await readInvoiceFile({ fileName: 'a.xml', path: files.der });
    expect(xmlName.documents[0]?.problem).toEqual({ code: 'fileKindMismatch', params: { expected: 'xml' } });
  });

  it('stops decoding base64 after three rounds', async () => {
    const der = await readFile(files.der);
    let text = der;
    for (let round = 0; round < 3; round++) text = Buffer.from(text.toString('base64'));
    expect(normaliseEnvelope(text)).toEqual(der);
    expect(normaliseEnvelope(Buffer.from(text.toString('base64')))).toBeNull();
  });
});
