import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBounded } from './bounded-read.ts';
import { READING_LIMITS } from './limits.ts';
import { makeSignedVariants } from './make-signed.ts';
import { fixtureText, makeTempDir, patchZip, readAs, zipBuffer } from './reading.fixtures.ts';

let temp: Awaited<ReturnType<typeof makeTempDir>>;
let invoice: string;
beforeAll(async () => {
  temp = await makeTempDir();
  invoice = await fixtureText('fpa12-one-line.xml');
});
afterAll(() => temp.remove());

const outcomes = (documents: { name: string; problem: { code: string } | null; invoices: unknown[] }[]) =>
  documents.map((document) => [document.name, document.problem?.code ?? document.invoices.length]);

describe('a zip of invoices', () => {
  it('reads each entry as a document of its own, skipping folders and macOS forks', async () => {
    const signed = await makeSignedVariants(Buffer.from(invoice), { from: 'Forniture', to: 'Farniture' });
    const zip = await zipBuffer([
      { name: 'lotto/', content: '' },
      { name: 'lotto/IT01234567897_00001.xml', content: invoice },
      { name: 'lotto/IT01234567897_00002.xml.p7m', content: await readFile(signed.der) },
      {
        name: 'lotto/IT01234567897_00001_RC_001.xml',
        content: await fixtureText('sdi-delivery-receipt.xml'),
      },
      { name: 'lotto/IT01234567897_00003.xml', content: invoice.replace('</Numero>', '</Numro>') },
      { name: 'lotto/two.xml', content: await fixtureText('fpa12-two-bodies.xml') },
      { name: 'lotto/leggimi.txt', content: 'Fatture di marzo' },
      { name: '__MACOSX/lotto/._IT01234567897_00001.xml', content: 'resource fork' },
      { name: 'lotto/._IT01234567897_00002.xml', content: 'resource fork' },
    ]);
    const { documents } = await readAs(temp.dir, 'marzo.zip', zip);
    expect(outcomes(documents)).toEqual([
      ['lotto/IT01234567897_00001.xml', 1],
      ['lotto/IT01234567897_00002.xml.p7m', 1],
      ['lotto/IT01234567897_00001_RC_001.xml', 'notAnInvoice'],
      ['lotto/IT01234567897_00003.xml', 'unreadableXml'],
      ['lotto/two.xml', 2],
      ['lotto/leggimi.txt', 'unsupportedFileType'],
    ]);
    expect(documents[1]?.signature).toBe('verified');
    expect(documents[0]?.sha256).toBe(documents[1]?.sha256);
  });

  it('does not open a zip inside the zip, whatever its name', async () => {
    const inner = await zipBuffer([{ name: 'a.xml', content: invoice }]);
    const zip = await zipBuffer([
      { name: 'inner.zip', content: inner },
      { name: 'disguised.xml', content: inner },
      { name: 'a.xml', content: invoice },
    ]);
    const { documents } = await readAs(temp.dir, 'nested.zip', zip);
    expect(outcomes(documents)).toEqual([
      ['inner.zip', 'nestedArchive'],
      ['disguised.xml', 'nestedArchive'],
      ['a.xml', 1],
    ]);
  });

  it('refuses an entry whose path leaves the archive, reading the others', async () => {
    // yazl refuses to write such a path: it is written as xx/ and renamed in the bytes.
    const zip = await zipBuffer([
      { name: 'xx/evil.xml', content: invoice },
      { name: 'good.xml', content: invoice },
    ]);
    const evil = Buffer.from(zip.toString('latin1').replaceAll('xx/evil.xml', '../evil.xml'), 'latin1');
    const { documents } = await readAs(temp.dir, 'slip.zip', evil);
    expect(outcomes(documents)).toEqual([
      ['../evil.xml', 'unsafeEntryPath'],
      ['good.xml', 1],
    ]);
  });

  it('refuses an encrypted entry', async () => {
    const encrypted = await zipBuffer([{ name: 'secret.xml', content: invoice }]);
    patchZip(encrypted, (fields) => {
      encrypted.writeUInt16LE(encrypted.readUInt16LE(fields.flags) | 0x1, fields.flags);
    });
    const { documents } = await readAs(temp.dir, 'encrypted.zip', encrypted);
    expect(outcomes(documents)).toEqual([['secret.xml', 'encryptedEntry']]);
  });

  it('refuses more than 1,000 entries before reading any', async () => {
    const entries = Array.from({ length: 1_001 }, (_, i) => ({
      name: `f${i}.xml`,
      content: 'x',
      compress: false,
    }));
    const { documents } = await readAs(temp.dir, 'many.zip', await zipBuffer(entries));
    expect(documents).toEqual([
      expect.objectContaining({
        name: 'many.zip',
        problem: { code: 'archiveTooManyEntries', params: { limit: 1_000 } },
      }),
    ]);
  });

  it('refuses a zip that inflates past its total, counting every entry', async () => {
    const half = Buffer.alloc(600 * 1024, 0x41);
    const zip = await zipBuffer([
      { name: 'a.xml', content: half },
      { name: 'b.xml', content: half },
    ]);
    const limits = { maxArchiveBytes: 1024 * 1024 };
    const { documents } = await readAs(temp.dir, 'large.zip', zip, { limits });
    expect(documents).toEqual([
      expect.objectContaining({
        name: 'large.zip',
        problem: { code: 'archiveTooLarge', params: { limit: 1024 * 1024 } },
      }),
    ]);
  });

  it('refuses an entry that deflates too well (a zip bomb)', async () => {
    const bomb = Buffer.alloc(3 * 1024 * 1024, 0x20);
    const { documents } = await readAs(
      temp.dir,
      'bomb.zip',
      await zipBuffer([{ name: 'bomb.xml', content: bomb }]),
    );
    expect(outcomes(documents)).toEqual([['bomb.xml', 'entryTooCompressed']]);
  });

  it('refuses an entry that inflates to more than its header declares', async () => {
    const zip = await zipBuffer([
      { name: 'liar.xml', content: Buffer.alloc(512 * 1024, 0x20) },
      { name: 'a.xml', content: invoice },
    ]);
    let patched = 0;
    patchZip(zip, ({ uncompressedSize, name }) => {
      if (zip.toString('latin1', name, name + 8) !== 'liar.xml') return;
      zip.writeUInt32LE(100, uncompressedSize);
      patched++;
    });
    expect(patched).toBe(2);
    const { documents } = await readAs(temp.dir, 'liar.zip', zip);
    expect(outcomes(documents)).toEqual([
      ['liar.xml', 'unreadableArchiveEntry'],
      ['a.xml', 1],
    ]);
  });

  it('refuses a .zip that is not a zip, and a zip that is broken', async () => {
    const notZip = await readAs(temp.dir, 'fatture.zip', invoice);
    expect(notZip.documents[0]?.problem).toEqual({ code: 'fileKindMismatch', params: { expected: 'zip' } });
    const zip = await zipBuffer([{ name: 'a.xml', content: invoice }]);
    const broken = await readAs(temp.dir, 'broken.zip', zip.subarray(0, zip.length - 30));
    expect(broken.documents).toEqual([expect.objectContaining({ problem: { code: 'unreadableArchive' } })]);
  });

  it('refuses a document larger than one upload may be, alone or in a zip', async () => {
    const limits = { maxDocumentBytes: 2_000 };
    const alone = await readAs(temp.dir, 'big.xml', invoice, { limits });
    expect(alone.documents[0]?.problem).toEqual({ code: 'fileTooLarge', params: { limit: 2_000 } });
    const zip = await zipBuffer([
      { name: 'big.xml', content: invoice },
      { name: 'small.xml', content: '<a/>' },
    ]);
    const { documents } = await readAs(temp.dir, 'big.zip', zip, { limits });
    expect(outcomes(documents)).toEqual([
      ['big.xml', 'fileTooLarge'],
      ['small.xml', 'notAnInvoice'],
    ]);
  });

  it('keeps the limits of issue 15', () => {
    expect(READING_LIMITS).toEqual({
      maxArchiveEntries: 1_000,
      maxArchiveBytes: 200 * 1024 * 1024,
      maxDocumentBytes: 50 * 1024 * 1024,
      maxCompressionRatio: 100,
      compressionRatioFloor: 1024 * 1024,
    });
  });
});

describe('counting the bytes an entry really inflates to', () => {
  const bounds = { maxBytes: 1_000, ratioFloor: 500, maxRatio: 10, compressedBytes: 60 };
  const stream = (chunks: number[]) => Readable.from(chunks.map((size) => Buffer.alloc(size)));

  it('cuts a stream that gives more than its bound, whatever was declared', async () => {
    expect(await readBounded(stream([400, 400, 400]), { ...bounds, compressedBytes: 1_000 })).toEqual({
      ok: false,
      reason: 'tooLarge',
      bytesRead: 1_200,
    });
  });

  it('cuts a stream that inflates past the ratio once past the floor', async () => {
    expect(await readBounded(stream([300, 300, 300]), bounds)).toEqual({
      ok: false,
      reason: 'tooCompressed',
      bytesRead: 900,
    });
    expect(await readBounded(stream([300, 100]), bounds)).toMatchObject({ ok: true });
  });
});
