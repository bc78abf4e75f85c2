import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import yazl from 'yazl';
import { type ReadInvoiceFileOptions, readInvoiceFile } from './read-invoice-file.ts';

/** Test data of the reader: the fixture files, and a temporary folder for files made in a test. */
export const fixturesDir = path.join(import.meta.dirname, 'fixtures');

export function fixturePath(name: string): string {
  return path.join(fixturesDir, name);
}

export function fixtureText(name: string): Promise<string> {
  return readFile(fixturePath(name), 'utf8');
}

export async function makeTempDir(): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'inventario-reading-'));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** Writes `content` as `fileName` in `dir` and reads it as an upload of that name. */
export async function readAs(
  dir: string,
  fileName: string,
  content: string | Uint8Array,
  options?: ReadInvoiceFileOptions,
) {
  const filePath = path.join(dir, fileName.replaceAll('/', '_'));
  await writeFile(filePath, content);
  return readInvoiceFile({ fileName, path: filePath }, options);
}

export interface ZipEntry {
  name: string;
  content: string | Buffer;
  /** Deflate (yazl's default); false stores the bytes as they are. */
  compress?: boolean;
}

/** A zip of `entries` in memory, written by yazl; folders end with `/`. */
export async function zipBuffer(entries: ZipEntry[]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const entry of entries) {
    if (entry.name.endsWith('/')) zip.addEmptyDirectory(entry.name);
    else zip.addBuffer(Buffer.from(entry.content), entry.name, { compress: entry.compress ?? true });
  }
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const CENTRAL_RECORD = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;

/**
 * Rewrites what a zip says of its entries, as a hostile archiver would: `patch` gets the offsets, in
 * both the local header and the central directory record, of each entry's flags, sizes and name.
 */
export function patchZip(
  zip: Buffer,
  patch: (fields: { flags: number; uncompressedSize: number; name: number; nameLength: number }) => void,
): Buffer {
  for (let at = 0; at < zip.length - 4; at++) {
    const signature = zip.readUInt32LE(at);
    if (signature === CENTRAL_RECORD) {
      patch({
        flags: at + 8,
        uncompressedSize: at + 24,
        name: at + 46,
        nameLength: zip.readUInt16LE(at + 28),
      });
    } else if (signature === LOCAL_HEADER) {
      patch({
        flags: at + 6,
        uncompressedSize: at + 22,
        name: at + 30,
        nameLength: zip.readUInt16LE(at + 26),
      });
    }
  }
  return zip;
}
