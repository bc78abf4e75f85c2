import { open } from 'node:fs/promises';
import { contentMatches, kindFromName } from './file-kind.ts';
import { READING_LIMITS, type ReadingLimits } from './limits.ts';
import { invoiceProblem } from './problem-codes.ts';
import { readArchive } from './read-archive.ts';
import { readDocument, unreadableDocument } from './read-document.ts';
import type { ReadInvoiceFile } from './types.ts';

export type { ReadDocument, ReadInvoice, ReadInvoiceFile, ReadSupplier } from './types.ts';

export interface ReadInvoiceFileOptions {
  /** The defaults are `READING_LIMITS`; tests lower them to build small hostile archives. */
  limits?: Partial<ReadingLimits>;
}

/** The first bytes, to check that a .zip is one before handing its path to the zip reader. */
async function readHead(path: string): Promise<Uint8Array> {
  const file = await open(path, 'r');
  try {
    const { buffer, bytesRead } = await file.read(Buffer.alloc(4), 0, 4, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

/** A lone .xml or .p7m, read whole: it is at most one document's size. */
async function readSingleFile(path: string, maxBytes: number): Promise<Buffer | null> {
  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    return size > maxBytes ? null : await file.readFile();
  } finally {
    await file.close();
  }
}

/**
 * The invoices an uploaded file holds (an .xml, a signed .p7m or .xml.p7m, or a .zip of them), one
 * document per file read, with a problem code for whatever cannot be read. Pure: no database, and
 * nothing written anywhere.
 */
export async function readInvoiceFile(
  input: { fileName: string; path: string },
  options: ReadInvoiceFileOptions = {},
): Promise<ReadInvoiceFile> {
  const limits = { ...READING_LIMITS, ...options.limits };
  const kind = kindFromName(input.fileName);
  if (kind === null) {
    return { documents: [unreadableDocument(input.fileName, invoiceProblem('unsupportedFileType'))] };
  }
  if (kind === 'zip') {
    if (!contentMatches('zip', await readHead(input.path))) {
      return {
        documents: [
          unreadableDocument(input.fileName, invoiceProblem('fileKindMismatch', { expected: 'zip' })),
        ],
      };
    }
    return { documents: await readArchive(input.path, input.fileName, limits) };
  }
  const bytes = await readSingleFile(input.path, limits.maxDocumentBytes);
  if (!bytes) {
    const problem = invoiceProblem('fileTooLarge', { limit: limits.maxDocumentBytes });
    return { documents: [unreadableDocument(input.fileName, problem)] };
  }
  return { documents: [await readDocument(input.fileName, kind, bytes)] };
}
