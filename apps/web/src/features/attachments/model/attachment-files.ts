import { ATTACHMENT_MAX_BYTES } from '@inventario/shared/contracts/attachments';
import type { ErrorCode } from '@inventario/shared/errors';

const KEPT_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'application/pdf']);

/** What the file input offers: the kinds the server keeps. */
export const ACCEPTED_FILES = 'image/jpeg,image/png,image/webp,application/pdf,.jpg,.jpeg,.png,.webp,.pdf';

/**
 * Why a chosen file would be refused, told before it is sent (a 30 MB video need not travel): too
 * large, or of a type the browser names and the server does not keep. A file whose type the browser
 * does not know goes to the server, which reads its bytes.
 */
export function localRefusal(file: { size: number; type: string }): ErrorCode | null {
  if (file.size > ATTACHMENT_MAX_BYTES) return 'attachmentTooLarge';
  if (file.type !== '' && !KEPT_TYPES.has(file.type)) return 'attachmentTypeUnsupported';
  return null;
}

/** "2,4 MB", "850 kB": a file's size as people read it, in the interface's language. */
export function fileSizeText(bytes: number, language: string): string {
  const locale = language === 'en' ? 'en-GB' : 'it-IT';
  const [value, unit] = bytes >= 1_000_000 ? [bytes / 1_000_000, 'MB'] : [Math.max(1, bytes / 1000), 'kB'];
  return `${value.toLocaleString(locale, { maximumFractionDigits: value < 10 ? 1 : 0 })} ${unit}`;
}

/** The photos of a list, in order, and where one of them sits among them (for the viewer). */
export function photoIndex<T extends { id: string; kind: string }>(items: readonly T[], id: string) {
  const photos = items.filter((item) => item.kind === 'photo');
  return { photos, index: photos.findIndex((photo) => photo.id === id) };
}
