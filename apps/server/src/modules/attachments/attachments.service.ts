import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  ATTACHMENTS_PER_RECORD,
  type Attachment,
  type AttachmentList,
  type AttachmentOwner,
  type Cover,
  type CoversRequest,
} from '@inventario/shared/contracts/attachments';
import {
  cleanFileName,
  isPhoto,
  photoFileName,
} from '@inventario/shared/domain/attachments/attachment-content';
import type { Tx } from '../../db/client.ts';
import { mutate, read } from '../../db/unit-of-work.ts';
import { AppError } from '../../http/app-error.ts';
import type { RequestContext } from '../../http/request-context.ts';
import type { DocumentStore } from '../../storage/document-store.ts';
import { recordAudit } from '../audit/index.ts';
import { alignedTtlSeconds, attachmentView, signedPhotoLink } from './attachment-links.ts';
import { type ReceivedFile, withReceivedFile } from './attachment-receive.ts';
import type { AttachmentsDeps } from './attachments.deps.ts';
import * as repo from './attachments.repo.ts';
import { photoVariants } from './photo-variants.ts';

export interface AttachmentTarget {
  owner: AttachmentOwner;
  ownerId: number;
}

export interface AttachmentUpload {
  fileName: string;
  caption?: string | undefined;
  body: Readable;
  /** `Content-Length`, when declared: a body announced over the limit is refused unread. */
  declaredLength?: number | undefined;
}

/** A condition the caller's scope puts on the record, checked in the transaction that keeps the file. */
export type AttachmentGuard = (tx: Tx) => Promise<void>;

const ttlOf = (deps: AttachmentsDeps) => alignedTtlSeconds(Date.now(), deps.urlTtlSeconds);

/** The record exists in the school (locked until the row is in) and has room for one more file. */
async function requireRoom(tx: Tx, customerCode: string, target: AttachmentTarget): Promise<void> {
  if (!(await repo.lockOwner(tx, customerCode, target.owner, target.ownerId))) throw new AppError('notFound');
  if ((await repo.countOf(tx, customerCode, target.owner, target.ownerId)) >= ATTACHMENTS_PER_RECORD) {
    throw new AppError('attachmentsFull', `A record carries at most ${ATTACHMENTS_PER_RECORD} attachments`, {
      max: ATTACHMENTS_PER_RECORD,
    });
  }
}

interface StoredFiles {
  keys: string[];
  row: Omit<repo.NewAttachment, 'customerCode' | 'caption' | 'createdBy' | 'createdByName' | 'sha256'>;
}

/** Writes the received file to the store: a photo as its upright JPEG and thumbnail, a PDF as sent. */
async function storeFiles(
  store: DocumentStore,
  customerCode: string,
  file: ReceivedFile,
  fileName: string,
): Promise<StoredFiles> {
  const id = randomUUID();
  const folder = `${customerCode}/attachments/${id}`;
  if (!isPhoto(file.content)) {
    const storageKey = `${folder}.pdf`;
    await store.put(storageKey, await readFile(file.path));
    const row = {
      id,
      kind: 'pdf',
      fileName,
      contentType: 'application/pdf',
      sizeBytes: file.size,
      storageKey,
    };
    return { keys: [storageKey], row };
  }
  const variants = await photoVariants(file.path);
  const storageKey = `${folder}.jpg`;
  const thumbnailKey = `${folder}-thumb.jpg`;
  await store.put(storageKey, variants.photo);
  await store.put(thumbnailKey, variants.thumbnail).catch(async (error: unknown) => {
    await store.remove([storageKey]);
    throw error;
  });
  const row = {
    id,
    kind: 'photo',
    fileName: photoFileName(fileName),
    contentType: 'image/jpeg',
    sizeBytes: variants.photo.length,
    width: variants.width,
    height: variants.height,
    storageKey,
    thumbnailKey,
  };
  return { keys: [storageKey, thumbnailKey], row };
}

/**
 * `POST /attachments/{owner}/{ownerId}`: the body is the file. Refused before a byte is read when the
 * record is not the school's or is full; then read to a temporary file (20 MB at most, a photo or a
 * PDF by its bytes), a photo re-encoded, the files stored and the row written with its audit event in
 * one transaction. Nothing stays of a refused or failed upload.
 */
export async function addAttachment(
  deps: AttachmentsDeps,
  context: RequestContext,
  target: AttachmentTarget,
  upload: AttachmentUpload,
  guard?: AttachmentGuard,
): Promise<Attachment> {
  await read(deps.db, context, async (tx) => {
    await guard?.(tx);
    await requireRoom(tx, context.customerCode, target);
  });
  const fileName = cleanFileName(upload.fileName, 'allegato');
  return withReceivedFile(upload.body, upload.declaredLength, async (file) => {
    const stored = await storeFiles(deps.store, context.customerCode, file, fileName);
    try {
      const attachment = await mutate(deps.db, context, async (tx) => {
        await guard?.(tx);
        await requireRoom(tx, context.customerCode, target);
        const row = await repo.insertAttachment(tx, {
          ...stored.row,
          customerCode: context.customerCode,
          [ownerField[target.owner]]: target.ownerId,
          caption: upload.caption ?? '',
          sha256: file.sha256,
          createdBy: context.username,
          createdByName: context.fullName,
          createdAt: deps.now(),
        });
        await recordAudit(tx, context, {
          action: 'attachment.add',
          entity: target.owner,
          entityId: target.ownerId,
          after: { fileName: row.fileName, kind: row.kind, caption: row.caption, sizeBytes: row.sizeBytes },
        });
        return attachmentView(deps.store, ttlOf(deps), row);
      });
      // A replayed request answers the first one's attachment: this copy of the file is not needed.
      if (context.idempotency?.replayed) await deps.store.remove(stored.keys);
      return attachment;
    } catch (error) {
      await deps.store.remove(stored.keys);
      throw error;
    }
  });
}

const ownerField = { asset: 'assetId', universality: 'universalityId', movement: 'movementId' } as const;

/** `GET /attachments/{owner}/{ownerId}`: oldest first, with fresh signed links. */
export function listAttachments(
  deps: AttachmentsDeps,
  context: RequestContext,
  target: AttachmentTarget,
): Promise<AttachmentList> {
  return read(deps.db, context, async (tx) => {
    if (!(await repo.lockOwner(tx, context.customerCode, target.owner, target.ownerId))) {
      throw new AppError('notFound');
    }
    const rows = await repo.listOf(tx, context.customerCode, target.owner, target.ownerId);
    const ttl = ttlOf(deps);
    return { attachments: await Promise.all(rows.map((row) => attachmentView(deps.store, ttl, row))) };
  });
}

/** `PATCH /attachments/{id}`: a new caption. */
export function setCaption(
  deps: AttachmentsDeps,
  context: RequestContext,
  id: string,
  caption: string,
): Promise<Attachment> {
  return mutate(deps.db, context, async (tx) => {
    const before = await repo.findAttachment(tx, context.customerCode, id);
    const row = before && (await repo.setCaption(tx, context.customerCode, id, caption));
    const owner = row && repo.ownerOf(row);
    if (!before || !row || !owner) throw new AppError('notFound');
    await recordAudit(tx, context, {
      action: 'attachment.caption',
      entity: owner.owner,
      entityId: owner.ownerId,
      before: { fileName: before.fileName, caption: before.caption },
      after: { fileName: row.fileName, caption: row.caption },
    });
    return attachmentView(deps.store, ttlOf(deps), row);
  });
}

/** `DELETE /attachments/{id}`: the row with its audit event, then its files. */
export async function removeAttachment(
  deps: AttachmentsDeps,
  context: RequestContext,
  id: string,
): Promise<void> {
  let keys: string[] = [];
  await mutate(deps.db, context, async (tx) => {
    const row = await repo.deleteAttachment(tx, context.customerCode, id);
    const owner = row && repo.ownerOf(row);
    if (!row || !owner) throw new AppError('notFound');
    await recordAudit(tx, context, {
      action: 'attachment.delete',
      entity: owner.owner,
      entityId: owner.ownerId,
      before: { fileName: row.fileName, kind: row.kind, caption: row.caption, sizeBytes: row.sizeBytes },
    });
    keys = row.thumbnailKey ? [row.storageKey, row.thumbnailKey] : [row.storageKey];
  });
  // The row goes first: a file left by a failed removal is an orphan, never a row without its file.
  await deps.store.remove(keys);
}

/** `POST /attachments/covers`: for a page of records, how many files each has and its first photo. */
export function covers(
  deps: AttachmentsDeps,
  context: RequestContext,
  request: CoversRequest,
): Promise<Cover[]> {
  return read(deps.db, context, async (tx) => {
    const rows = await repo.coversOf(tx, context.customerCode, request.owner, request.ownerIds);
    const ttl = ttlOf(deps);
    return Promise.all(
      rows.map(async (row) => ({
        ownerId: row.ownerId,
        count: row.count,
        caption: row.caption,
        thumbnailUrl:
          row.thumbnailKey && row.fileName
            ? await signedPhotoLink(deps.store, ttl, row.thumbnailKey, row.fileName)
            : null,
      })),
    );
  });
}
