import type { AttachmentOwner } from '@inventario/shared/contracts/attachments';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { assets, attachments, movements, universalities } from '../../db/schema/index.ts';

export type AttachmentRow = typeof attachments.$inferSelect;
export type NewAttachment = typeof attachments.$inferInsert;

/** The column of `attachments` that names a record of each kind. */
export const OWNER_COLUMN: Record<AttachmentOwner, PgColumn> = {
  asset: attachments.assetId,
  universality: attachments.universalityId,
  movement: attachments.movementId,
};

const OWNER_TABLE = {
  asset: assets,
  universality: universalities,
  movement: movements,
} as const;

/** Which of its three columns names the row's record. */
export function ownerOf(row: AttachmentRow): { owner: AttachmentOwner; ownerId: number } | null {
  if (row.assetId !== null) return { owner: 'asset', ownerId: row.assetId };
  if (row.universalityId !== null) return { owner: 'universality', ownerId: row.universalityId };
  if (row.movementId !== null) return { owner: 'movement', ownerId: row.movementId };
  return null;
}

/** Whether the school has the record; locked, so it is not deleted while a file is attached to it. */
export async function lockOwner(
  tx: Tx,
  customerCode: string,
  owner: AttachmentOwner,
  id: number,
): Promise<boolean> {
  const table = OWNER_TABLE[owner];
  const rows = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.customerCode, customerCode), eq(table.id, id)))
    .for('key share');
  return rows.length === 1;
}

export async function countOf(
  tx: Tx,
  customerCode: string,
  owner: AttachmentOwner,
  id: number,
): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(attachments)
    .where(and(eq(attachments.customerCode, customerCode), eq(OWNER_COLUMN[owner], id)));
  return row?.n ?? 0;
}

export async function insertAttachment(tx: Tx, row: NewAttachment): Promise<AttachmentRow> {
  const [inserted] = await tx.insert(attachments).values(row).returning();
  if (!inserted) throw new Error('attachment not inserted');
  return inserted;
}

/** A record's attachments, oldest first: the first photo is its cover. */
export function listOf(
  tx: Tx,
  customerCode: string,
  owner: AttachmentOwner,
  id: number,
): Promise<AttachmentRow[]> {
  return tx
    .select()
    .from(attachments)
    .where(and(eq(attachments.customerCode, customerCode), eq(OWNER_COLUMN[owner], id)))
    .orderBy(asc(attachments.createdAt), asc(attachments.id));
}

export async function findAttachment(
  tx: Tx,
  customerCode: string,
  id: string,
): Promise<AttachmentRow | undefined> {
  const [row] = await tx
    .select()
    .from(attachments)
    .where(and(eq(attachments.customerCode, customerCode), eq(attachments.id, id)));
  return row;
}

export async function setCaption(
  tx: Tx,
  customerCode: string,
  id: string,
  caption: string,
): Promise<AttachmentRow | undefined> {
  const [row] = await tx
    .update(attachments)
    .set({ caption })
    .where(and(eq(attachments.customerCode, customerCode), eq(attachments.id, id)))
    .returning();
  return row;
}

export async function deleteAttachment(
  tx: Tx,
  customerCode: string,
  id: string,
): Promise<AttachmentRow | undefined> {
  const [row] = await tx
    .delete(attachments)
    .where(and(eq(attachments.customerCode, customerCode), eq(attachments.id, id)))
    .returning();
  return row;
}

export interface CoverRow {
  ownerId: number;
  count: number;
  thumbnailKey: string | null;
  fileName: string | null;
  caption: string;
}

/**
 * Of each record among `ids`: how many attachments, and its first photo (the cover). One statement
 * over the owner's index, whatever the number of records on the page.
 */
export async function coversOf(
  tx: Tx,
  customerCode: string,
  owner: AttachmentOwner,
  ids: readonly number[],
): Promise<CoverRow[]> {
  const column = OWNER_COLUMN[owner];
  const counted = await tx
    .select({ ownerId: sql<number>`${column}`.mapWith(Number), n: count() })
    .from(attachments)
    .where(and(eq(attachments.customerCode, customerCode), inArray(column, [...ids])))
    .groupBy(column);
  const photos = await tx
    .selectDistinctOn([column], {
      ownerId: sql<number>`${column}`.mapWith(Number),
      thumbnailKey: attachments.thumbnailKey,
      fileName: attachments.fileName,
      caption: attachments.caption,
    })
    .from(attachments)
    .where(
      and(
        eq(attachments.customerCode, customerCode),
        inArray(column, [...ids]),
        eq(attachments.kind, 'photo'),
      ),
    )
    .orderBy(column, asc(attachments.createdAt), asc(attachments.id));
  const photoOf = new Map(photos.map((photo) => [photo.ownerId, photo]));
  return counted.map(({ ownerId, n }) => {
    const photo = photoOf.get(ownerId);
    return {
      ownerId,
      count: n,
      thumbnailKey: photo?.thumbnailKey ?? null,
      fileName: photo?.fileName ?? null,
      caption: photo?.caption ?? '',
    };
  });
}

/** Deletes the school's attachments whose record was deleted; their files' keys. */
export async function deleteOrphans(tx: Tx, customerCode: string): Promise<string[]> {
  const deleted = await tx
    .delete(attachments)
    .where(
      and(
        eq(attachments.customerCode, customerCode),
        // As the partial index `attachments_orphans` says it, so the cleanup reads only the orphans.
        sql`num_nonnulls(${attachments.assetId}, ${attachments.universalityId}, ${attachments.movementId}) = 0`,
      ),
    )
    .returning({ storageKey: attachments.storageKey, thumbnailKey: attachments.thumbnailKey });
  return deleted.flatMap((row) => (row.thumbnailKey ? [row.storageKey, row.thumbnailKey] : [row.storageKey]));
}
