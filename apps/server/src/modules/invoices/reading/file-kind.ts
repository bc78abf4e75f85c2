import { xmlStart } from './xml-text.ts';

/** What a name promises: an XML invoice, a signed one (.p7m, .xml.p7m), a zip of them. */
export type FileKind = 'xml' | 'p7m' | 'zip';

export function kindFromName(name: string): FileKind | null {
  const lower = name.toLowerCase();
  if (lower.endsWith('.zip')) return 'zip';
  if (lower.endsWith('.p7m')) return 'p7m';
  if (lower.endsWith('.xml')) return 'xml';
  return null;
}

const ZIP_SIGNATURES = [
  [0x50, 0x4b, 0x03, 0x04], // a local file header
  [0x50, 0x4b, 0x05, 0x06], // the end of an empty archive
];
const LESS_THAN = 0x3c;
const WHITESPACE = new Set([0x20, 0x09, 0x0a, 0x0d]);

export function looksLikeZip(head: Uint8Array): boolean {
  return ZIP_SIGNATURES.some((signature) => signature.every((byte, i) => head[i] === byte));
}

const ASN1_SEQUENCE = 0x30;
const PEM_START = Buffer.from('-----BEGIN');
const BASE64_HEAD = /^[A-Za-z0-9+/=\r\n]{16,}$/;

/**
 * A signed envelope: DER or BER (an ASN.1 SEQUENCE), PEM, or base64. Checked before XML: an envelope
 * holds the XML's `<?xml` a few bytes in, which the tolerance for junk before the prolog would take.
 */
export function looksLikeEnvelope(bytes: Uint8Array): boolean {
  if (bytes[0] === ASN1_SEQUENCE) return true;
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, 64));
  return head.subarray(0, PEM_START.length).equals(PEM_START) || BASE64_HEAD.test(head.toString('latin1'));
}

/** XML: `<` first (after a BOM and blanks), or a `<?xml` prolog after a few junk bytes. */
export function looksLikeXml(bytes: Uint8Array): boolean {
  if (looksLikeEnvelope(bytes)) return false;
  let at = xmlStart(bytes);
  while (at < bytes.length && WHITESPACE.has(bytes[at] ?? 0)) at++;
  return bytes[at] === LESS_THAN;
}

/**
 * Whether the bytes are what the name says. A signed file is whatever is neither XML nor zip (DER,
 * BER, base64, PEM): its envelope reader decides.
 */
export function contentMatches(kind: FileKind, bytes: Uint8Array): boolean {
  if (kind === 'zip') return looksLikeZip(bytes);
  if (looksLikeZip(bytes)) return false;
  return kind === 'xml' ? looksLikeXml(bytes) : !looksLikeXml(bytes);
}
