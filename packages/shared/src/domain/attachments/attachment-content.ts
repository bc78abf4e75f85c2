/**
 * What an attachment is, told by its bytes and never by its name or the type the browser sends:
 * photos a phone or a camera makes (JPEG, PNG, WebP) and PDFs (an invoice, a warranty, a minute).
 */
export type AttachmentContent = 'jpeg' | 'png' | 'webp' | 'pdf';

/** Formats recognised only to be refused with a reason the user can act on. */
export type UnsupportedContent = 'heic' | 'svg' | 'gif' | 'tiff';

/** How many first bytes tell the content: a PDF may carry a little junk before its header. */
export const SNIFFED_BYTES = 1024;

const startsWith = (head: Uint8Array, bytes: readonly number[], at = 0) =>
  bytes.every((byte, i) => head[at + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const RIFF = ascii('RIFF');
const WEBP = ascii('WEBP');
const PDF = ascii('%PDF-');
const GIF = ascii('GIF8');
const TIFF_LE = [0x49, 0x49, 0x2a, 0x00];
const TIFF_BE = [0x4d, 0x4d, 0x00, 0x2a];
const FTYP = ascii('ftyp');
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'heim', 'heis', 'mif1', 'msf1', 'avif']);

function indexOf(head: Uint8Array, bytes: readonly number[]): number {
  for (let at = 0; at + bytes.length <= head.length; at++) if (startsWith(head, bytes, at)) return at;
  return -1;
}

/** The content of the first bytes of a file (up to `SNIFFED_BYTES`), or null when not one we keep. */
export function attachmentContentOf(head: Uint8Array): AttachmentContent | null {
  if (startsWith(head, JPEG)) return 'jpeg';
  if (startsWith(head, PNG)) return 'png';
  if (startsWith(head, RIFF) && startsWith(head, WEBP, 8)) return 'webp';
  const pdf = indexOf(head.subarray(0, SNIFFED_BYTES), PDF);
  return pdf >= 0 ? 'pdf' : null;
}

/** A known format we do not keep, so the refusal can name it (an iPhone's HEIC, a GIF). */
export function unsupportedContentOf(head: Uint8Array): UnsupportedContent | null {
  if (startsWith(head, FTYP, 4)) {
    const brand = String.fromCharCode(...head.subarray(8, 12));
    if (HEIF_BRANDS.has(brand)) return 'heic';
  }
  if (startsWith(head, GIF)) return 'gif';
  if (startsWith(head, TIFF_LE) || startsWith(head, TIFF_BE)) return 'tiff';
  const text = new TextDecoder().decode(head.subarray(0, 256)).trimStart().toLowerCase();
  if (text.startsWith('<svg') || (text.startsWith('<?xml') && text.includes('<svg'))) return 'svg';
  return null;
}

export const isPhoto = (content: AttachmentContent) => content !== 'pdf';

/** A file name as it is kept and offered at download: its folders and control characters gone. */
export function cleanFileName(name: string, fallback: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const printable = [...base].filter((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f).join('');
  const clean = printable.trim().slice(-200);
  return clean.length > 0 ? clean : fallback;
}

/** The name of a photo once re-encoded as JPEG: the user's name, with the extension it now has. */
export function photoFileName(name: string): string {
  const stem = name.replace(/\.[A-Za-z0-9]{1,5}$/, '');
  return `${stem.length > 0 ? stem : 'foto'}.jpg`;
}
