import yauzl from 'yauzl';
import { entryPath, planEntry } from './archive-entry.ts';
import { readBounded } from './bounded-read.ts';
import { looksLikeZip } from './file-kind.ts';
import type { ReadingLimits } from './limits.ts';
import { invoiceProblem } from './problem-codes.ts';
import { readDocument, unreadableDocument } from './read-document.ts';
import type { ReadDocument } from './types.ts';

/** The whole archive refused: one document, the file itself, with the limit it broke. */
class ArchiveRefused extends Error {
  readonly code: 'archiveTooManyEntries' | 'archiveTooLarge';
  readonly limit: number;
  constructor(code: 'archiveTooManyEntries' | 'archiveTooLarge', limit: number) {
    super(code);
    this.code = code;
    this.limit = limit;
  }
}

interface Budget {
  /** Bytes inflated so far by the archive's entries. */
  inflated: number;
}

function refusedByDeclaredSize(entry: yauzl.Entry, limits: ReadingLimits, budget: Budget) {
  const size = entry.uncompressedSize;
  if (size > limits.maxDocumentBytes)
    return invoiceProblem('fileTooLarge', { limit: limits.maxDocumentBytes });
  if (size > limits.compressionRatioFloor && size > entry.compressedSize * limits.maxCompressionRatio) {
    return invoiceProblem('entryTooCompressed', { limit: limits.maxCompressionRatio });
  }
  if (budget.inflated + size > limits.maxArchiveBytes) {
    throw new ArchiveRefused('archiveTooLarge', limits.maxArchiveBytes);
  }
  return null;
}

/** Inflates one entry, its real bytes counted against the entry's and the archive's bounds. */
async function inflate(zip: yauzl.ZipFile, entry: yauzl.Entry, limits: ReadingLimits, budget: Budget) {
  if (!entry.canDecodeFileData()) return invoiceProblem('unreadableArchiveEntry');
  const left = limits.maxArchiveBytes - budget.inflated;
  const stream = await zip.openReadStreamPromise(entry).catch(() => null);
  if (!stream) return invoiceProblem('unreadableArchiveEntry');
  const read = await readBounded(stream, {
    maxBytes: Math.min(limits.maxDocumentBytes, left),
    ratioFloor: limits.compressionRatioFloor,
    maxRatio: limits.maxCompressionRatio,
    compressedBytes: entry.compressedSize,
  });
  budget.inflated += read.ok ? read.bytes.length : read.bytesRead;
  if (read.ok) return read.bytes;
  if (read.reason === 'broken') return invoiceProblem('unreadableArchiveEntry');
  if (read.reason === 'tooCompressed')
    return invoiceProblem('entryTooCompressed', { limit: limits.maxCompressionRatio });
  if (read.bytesRead > left) throw new ArchiveRefused('archiveTooLarge', limits.maxArchiveBytes);
  return invoiceProblem('fileTooLarge', { limit: limits.maxDocumentBytes });
}

async function readEntry(
  zip: yauzl.ZipFile,
  entry: yauzl.Entry,
  limits: ReadingLimits,
  budget: Budget,
): Promise<ReadDocument | null> {
  const { path, safe } = entryPath(entry);
  const plan = planEntry(path, safe, entry.isEncrypted());
  if (plan.action === 'skip') return null;
  if (plan.action === 'refuse') return unreadableDocument(path, invoiceProblem(plan.code));
  const refusal = refusedByDeclaredSize(entry, limits, budget);
  if (refusal) return unreadableDocument(path, refusal);
  const bytes = await inflate(zip, entry, limits, budget);
  if (!Buffer.isBuffer(bytes)) return unreadableDocument(path, bytes);
  if (looksLikeZip(bytes)) return unreadableDocument(path, invoiceProblem('nestedArchive'));
  return readDocument(path, plan.kind, bytes);
}

async function readEntries(zip: yauzl.ZipFile, limits: ReadingLimits): Promise<ReadDocument[]> {
  const budget: Budget = { inflated: 0 };
  const documents: ReadDocument[] = [];
  for await (const entry of zip.eachEntry()) {
    const document = await readEntry(zip, entry, limits, budget);
    if (document) documents.push(document);
  }
  return documents;
}

/**
 * Every invoice file of a zip, one document per entry, each with its own outcome. The zip is read
 * from disk one entry at a time (only the central directory and the current entry in memory); a
 * breach of a whole-archive limit, or a directory that cannot be read, fails the file as one document.
 */
export async function readArchive(
  path: string,
  fileName: string,
  limits: ReadingLimits,
): Promise<ReadDocument[]> {
  const zip = await yauzl
    .openPromise(path, { lazyEntries: true, decodeStrings: false, validateEntrySizes: true, autoClose: true })
    .catch(() => null);
  if (!zip) return [unreadableDocument(fileName, invoiceProblem('unreadableArchive'))];
  try {
    if (zip.entryCount > limits.maxArchiveEntries) {
      throw new ArchiveRefused('archiveTooManyEntries', limits.maxArchiveEntries);
    }
    return await readEntries(zip, limits);
  } catch (error) {
    if (!(error instanceof ArchiveRefused)) {
      return [unreadableDocument(fileName, invoiceProblem('unreadableArchive'))];
    }
    return [unreadableDocument(fileName, invoiceProblem(error.code, { limit: error.limit }))];
  } finally {
    if (zip.isOpen) zip.close();
  }
}
