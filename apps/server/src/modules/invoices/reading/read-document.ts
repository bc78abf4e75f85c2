import { createHash } from 'node:crypto';
import { contentMatches } from './file-kind.ts';
import { invoiceProblem } from './problem-codes.ts';
import { readFatturaPA } from './read-fatturapa.ts';
import { openSignedEnvelope } from './signed-envelope.ts';
import type { InvoiceProblem, ReadDocument } from './types.ts';
import { decodeXmlBytes } from './xml-text.ts';

/** A document nothing could be read from. */
export function unreadableDocument(
  name: string,
  problem: InvoiceProblem,
  signature: ReadDocument['signature'] = 'none',
  sha256: string | null = null,
): ReadDocument {
  return { name, signature, version: null, invoices: [], problem, warnings: [], sha256 };
}

/** One invoice file's bytes (uploaded alone, or a zip entry): its envelope opened, its XML read. */
export async function readDocument(
  name: string,
  kind: 'xml' | 'p7m',
  bytes: Uint8Array,
): Promise<ReadDocument> {
  if (!contentMatches(kind, bytes)) {
    return unreadableDocument(name, invoiceProblem('fileKindMismatch', { expected: kind }));
  }
  let xmlBytes = bytes;
  let signature: ReadDocument['signature'] = 'none';
  if (kind === 'p7m') {
    const opened = await openSignedEnvelope(bytes);
    if (!opened.ok) return unreadableDocument(name, opened.problem);
    xmlBytes = opened.content;
    signature = opened.signature;
  }
  const sha256 = createHash('sha256').update(xmlBytes).digest('hex');
  const text = decodeXmlBytes(xmlBytes);
  if (!text.ok) return unreadableDocument(name, text.problem, signature, sha256);
  const read = readFatturaPA(text.text);
  return {
    name,
    signature,
    version: read.version,
    invoices: read.invoices,
    problem: read.problem,
    warnings: [...text.warnings, ...read.warnings],
    sha256,
  };
}
