import { invoiceProblem } from './problem-codes.ts';
import type { InvoiceProblem } from './types.ts';

export type XmlText =
  | { ok: true; text: string; warnings: InvoiceProblem[] }
  | { ok: false; problem: InvoiceProblem };

const UTF8_BOM = [0xef, 0xbb, 0xbf];
const PROLOG_START = Buffer.from('<?xml');
// Bytes some signing tools leave before the prolog; a real XML starts within this window.
const JUNK_WINDOW = 4096;

// TextDecoder labels for the encodings FatturaPA files are written in (WHATWG reads ISO-8859-1 as
// windows-1252, its superset); US-ASCII is a subset of both.
const DECODERS: Record<string, 'utf-8' | 'windows-1252'> = {
  'utf-8': 'utf-8',
  utf8: 'utf-8',
  'iso-8859-1': 'windows-1252',
  iso8859_1: 'windows-1252',
  'iso8859-1': 'windows-1252',
  'iso_8859-1': 'windows-1252',
  latin1: 'windows-1252',
  'windows-1252': 'windows-1252',
  cp1252: 'windows-1252',
  'us-ascii': 'windows-1252',
  ascii: 'windows-1252',
};

function startsWith(bytes: Uint8Array, prefix: readonly number[], at = 0): boolean {
  return prefix.every((byte, i) => bytes[at + i] === byte);
}

/** Where the XML begins: after a BOM, or at `<?xml` when something precedes it. */
export function xmlStart(bytes: Uint8Array): number {
  const afterBom = startsWith(bytes, UTF8_BOM) ? UTF8_BOM.length : 0;
  const window = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, JUNK_WINDOW));
  const prolog = window.indexOf(PROLOG_START);
  return prolog > afterBom ? prolog : afterBom;
}

function declaredEncoding(bytes: Uint8Array, start: number): string {
  if (!startsWith(bytes, [...PROLOG_START], start)) return 'utf-8';
  const head = Buffer.from(bytes.buffer, bytes.byteOffset + start, Math.min(bytes.length - start, 200));
  const prolog = head.toString('latin1').split('?>')[0] ?? '';
  return /encoding\s*=\s*["']([^"']+)["']/.exec(prolog)?.[1]?.trim().toLowerCase() ?? 'utf-8';
}

function decode(bytes: Uint8Array, decoder: 'utf-8' | 'windows-1252'): XmlText {
  if (decoder === 'windows-1252') {
    return { ok: true, text: new TextDecoder('windows-1252').decode(bytes), warnings: [] };
  }
  try {
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), warnings: [] };
  } catch {
    // Italian suppliers' tools often declare UTF-8 and write "à" as windows-1252.
    const text = new TextDecoder('windows-1252').decode(bytes);
    const warning = invoiceProblem('encodingMismatch', { declared: 'UTF-8', used: 'windows-1252' });
    return { ok: true, text, warnings: [warning] };
  }
}

/**
 * The XML's text from its bytes: BOM stripped, bytes before the prolog skipped, the declared
 * encoding honoured. A DOCTYPE is refused here, before any parser sees it: FatturaPA never has one,
 * so no entity (external or expanding) can ever be resolved.
 */
export function decodeXmlBytes(bytes: Uint8Array): XmlText {
  if (startsWith(bytes, [0xff, 0xfe]) || startsWith(bytes, [0xfe, 0xff])) {
    return { ok: false, problem: invoiceProblem('unreadableEncoding', { encoding: 'UTF-16' }) };
  }
  const start = xmlStart(bytes);
  const encoding = declaredEncoding(bytes, start);
  const decoder = DECODERS[encoding];
  if (!decoder) return { ok: false, problem: invoiceProblem('unreadableEncoding', { encoding }) };
  const decoded = decode(bytes.subarray(start), decoder);
  if (decoded.ok && /<!DOCTYPE/i.test(decoded.text)) {
    return { ok: false, problem: invoiceProblem('doctypeRefused') };
  }
  return decoded;
}
