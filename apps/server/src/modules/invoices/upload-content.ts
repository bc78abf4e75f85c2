import { INVOICE_UPLOAD_MAX_BYTES } from '@inventario/shared/contracts/invoices';
import { AppError } from '../../http/app-error.ts';
import type { UploadCheck } from '../../http/uploads/upload-inspector.ts';
/** What an invoice file's name promises (spec 02 §5): an XML, a signed `.p7m` (`.xml.p7m` too), a zip. */
export type InvoiceFileKind = 'xml' | 'p7m' | 'zip';

/** How many first bytes tell a file's kind. */
export const SNIFFED_BYTES = 1024;

export function invoiceKindOf(fileName: string): InvoiceFileKind | null {
  const extension = /\.(xml|p7m|zip)$/i.exec(fileName)?.[1];
  return extension ? (extension.toLowerCase() as InvoiceFileKind) : null;
}

const ZIP_LOCAL_HEADER = [0x50, 0x4b, 0x03, 0x04];
const BOMS = [
  [0xef, 0xbb, 0xbf],
  [0xff, 0xfe],
  [0xfe, 0xff],
];
const LESS_THAN = 0x3c;
const DER_SEQUENCE = 0x30;
const PEM_BEGIN = Buffer.from('-----BEGIN');
const XML_PROLOG = Buffer.from('<?xml');
/** Blanks, and the zero bytes of UTF-16 text. */
const FILLER = new Set([0x00, 0x09, 0x0a, 0x0d, 0x20]);

function startsWith(head: Buffer, prefix: readonly number[], at = 0): boolean {
  return prefix.every((byte, i) => head[at + i] === byte);
}

function skipFiller(head: Buffer, from: number): number {
  let at = from;
  while (at < head.length && FILLER.has(head[at] as number)) at++;
  return at;
}

/** XML: a BOM, blanks, then `<`; or, after some junk (seen in files from real systems), a prolog. */
function isXml(head: Buffer): boolean {
  const bom = BOMS.find((prefix) => startsWith(head, prefix))?.length ?? 0;
  return head[skipFiller(head, bom)] === LESS_THAN || head.includes(XML_PROLOG);
}

/**
 * A signed envelope: DER (an ASN.1 SEQUENCE), PEM, or base64 text, whose first character is `M`
 * because a SEQUENCE's first byte, 0x30, encodes so.
 */
function isSignedEnvelope(head: Buffer): boolean {
  const start = skipFiller(head, 0);
  if (head[start] === DER_SEQUENCE) return true;
  const text = head.subarray(start).toString('latin1');
  if (text.startsWith(PEM_BEGIN.toString('latin1'))) return true;
  return /^M[A-Za-z0-9+/=\s]*$/.test(text);
}

/** Whether the first bytes of a file (up to `SNIFFED_BYTES`) are what its name says. */
export function contentMatchesKind(kind: InvoiceFileKind, head: Buffer): boolean {
  if (head.length === 0) return false;
  if (kind === 'zip') return startsWith(head, ZIP_LOCAL_HEADER);
  return kind === 'xml' ? isXml(head) : isSignedEnvelope(head);
}

/** What an invoice upload of a kind must be: at most 50 MB, its first bytes of that kind. */
export function invoiceUploadCheck(kind: InvoiceFileKind): UploadCheck {
  return {
    maxBytes: INVOICE_UPLOAD_MAX_BYTES,
    sniffedBytes: SNIFFED_BYTES,
    matches: (head) => contentMatchesKind(kind, head),
    tooLarge: () => new AppError('invoiceTooLarge'),
    mismatch: () => new AppError('invoiceContentMismatch', 'The content is not what the file name says'),
  };
}
