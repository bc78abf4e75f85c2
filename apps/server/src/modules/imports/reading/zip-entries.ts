import yauzl from 'yauzl';
import { entryPath } from '../../invoices/reading/archive-entry.ts';
import { readBounded } from '../../invoices/reading/bounded-read.ts';
import type { ImportReadingLimits } from './import-limits.ts';
import { refuse } from './import-refusal.ts';

export interface DirectoryEntry {
  entry: yauzl.Entry;
  /** The entry's path, decoded from CP437 or UTF-8 as its flags say. */
  path: string;
}

export interface ZipDirectory {
  zip: yauzl.ZipFile;
  entries: DirectoryEntry[];
}

async function listEntries(zip: yauzl.ZipFile, limits: ImportReadingLimits): Promise<DirectoryEntry[]> {
  if (zip.entryCount > limits.maxArchiveEntries) {
    refuse('importArchiveTooManyEntries', { limit: limits.maxArchiveEntries });
  }
  const entries: DirectoryEntry[] = [];
  try {
    for await (const entry of zip.eachEntry()) entries.push({ entry, path: entryPath(entry).path });
  } catch {
    refuse('importFileUnreadable');
  }
  return entries;
}

/**
 * The zip's central directory, every entry listed before any is inflated: the file's shape (a
 * workbook in it, CSVs only) is judged on the names alone, the entry count before the listing.
 * The caller closes the zip.
 */
export async function readZipDirectory(bytes: Buffer, limits: ImportReadingLimits): Promise<ZipDirectory> {
  const zip = await yauzl
    .fromBufferPromise(bytes, {
      lazyEntries: true,
      decodeStrings: false,
      validateEntrySizes: true,
      autoClose: false,
    })
    .catch(() => refuse('importFileUnreadable'));
  try {
    return { zip, entries: await listEntries(zip, limits) };
  } catch (error) {
    zip.close();
    throw error;
  }
}

/** Bytes the zip's entries have inflated to so far, against the whole archive's limit. */
export interface InflateBudget {
  inflated: number;
}

const isTooCompressed = (inflated: number, compressed: number, limits: ImportReadingLimits) =>
  inflated > limits.compressionRatioFloor && inflated > compressed * limits.maxCompressionRatio;

/** The directory's word, checked first: an honest bomb is refused without inflating a byte. */
function refuseByDeclaredSize(entry: yauzl.Entry, limits: ImportReadingLimits, budget: InflateBudget): void {
  const size = entry.uncompressedSize;
  if (size > limits.maxEntryBytes) refuse('importArchiveTooLarge', { limit: limits.maxEntryBytes });
  if (isTooCompressed(size, entry.compressedSize, limits)) {
    refuse('importEntryTooCompressed', { limit: limits.maxCompressionRatio });
  }
  if (budget.inflated + size > limits.maxArchiveBytes) {
    refuse('importArchiveTooLarge', { limit: limits.maxArchiveBytes });
  }
}

/**
 * One entry inflated, its real bytes counted against the entry's and the archive's limits as they
 * stream: the declared size is the archive's word, and yauzl fails the stream as soon as the real
 * bytes pass it.
 */
export async function inflateEntry(
  zip: yauzl.ZipFile,
  entry: yauzl.Entry,
  limits: ImportReadingLimits,
  budget: InflateBudget,
): Promise<Buffer> {
  if (entry.isEncrypted() || !entry.canDecodeFileData()) refuse('importFileUnreadable');
  refuseByDeclaredSize(entry, limits, budget);
  const left = limits.maxArchiveBytes - budget.inflated;
  const stream = await zip.openReadStreamPromise(entry).catch(() => refuse('importFileUnreadable'));
  const read = await readBounded(stream, {
    maxBytes: Math.min(limits.maxEntryBytes, left),
    ratioFloor: limits.compressionRatioFloor,
    maxRatio: limits.maxCompressionRatio,
    compressedBytes: entry.compressedSize,
  });
  if (read.ok) {
    budget.inflated += read.bytes.length;
    return read.bytes;
  }
  if (read.reason === 'broken') refuse('importFileUnreadable');
  if (read.reason === 'tooCompressed') {
    refuse('importEntryTooCompressed', { limit: limits.maxCompressionRatio });
  }
  refuse('importArchiveTooLarge', {
    limit: limits.maxEntryBytes <= left ? limits.maxEntryBytes : limits.maxArchiveBytes,
  });
}
