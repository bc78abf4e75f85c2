import type { Attachment } from '@inventario/shared/contracts/attachments';
import type { DocumentStore } from '../../storage/document-store.ts';
import { type AttachmentRow, ownerOf } from './attachments.repo.ts';

/**
 * The seconds a link signed at `nowMs` lives so that it expires at the end of the next whole window
 * of `windowSeconds`: every link of a file signed within one window is the same URL, which the
 * browser's cache then serves (thumbnails of a list read again and again), and none lives less than
 * one window nor more than two.
 */
export function alignedTtlSeconds(nowMs: number, windowSeconds: number): number {
  const now = Math.floor(nowMs / 1000);
  const expiresAt = (Math.floor(now / windowSeconds) + 2) * windowSeconds;
  return expiresAt - now;
}

export function signedPhotoLink(store: DocumentStore, ttl: number, key: string, fileName: string) {
  return store.signedUrl({ key, fileName, contentType: 'image/jpeg', inline: true }, ttl);
}

/** The attachment as the client gets it, its files behind signed links. */
export async function attachmentView(
  store: DocumentStore,
  ttl: number,
  row: AttachmentRow,
): Promise<Attachment> {
  const owner = ownerOf(row);
  if (!owner) throw new Error(`attachment ${row.id} has no record`);
  const photo = row.kind === 'photo';
  const url = photo
    ? await signedPhotoLink(store, ttl, row.storageKey, row.fileName)
    : await store.signedUrl(
        { key: row.storageKey, fileName: row.fileName, contentType: row.contentType },
        ttl,
      );
  const thumbnailUrl =
    photo && row.thumbnailKey ? await signedPhotoLink(store, ttl, row.thumbnailKey, row.fileName) : null;
  return {
    id: row.id,
    ...owner,
    kind: photo ? 'photo' : 'pdf',
    fileName: row.fileName,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    width: row.width,
    height: row.height,
    caption: row.caption,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdByName,
    url,
    thumbnailUrl,
  };
}
