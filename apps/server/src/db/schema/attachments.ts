import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { assets, universalities } from './assets.ts';
import { movements } from './movements.ts';

/**
 * A photo or a PDF of an asset, a universality or a movement (issue 20). Its record is named by one of
 * three columns, each a foreign key of the school: when the record is deleted the column is emptied
 * (`ON DELETE SET NULL (column)`, written by hand in the migration) and the hourly cleanup removes the
 * row and its files, so no file outlives its record for long and no row points to nothing.
 */
export const attachments = pgTable(
  'attachments',
  {
    id: uuid('id').primaryKey(),
    customerCode: text('customer_code').notNull(),
    assetId: bigint('asset_id', { mode: 'number' }),
    universalityId: bigint('universality_id', { mode: 'number' }),
    movementId: bigint('movement_id', { mode: 'number' }),
    /** `photo` (re-encoded JPEG with a thumbnail) or `pdf` (kept as sent). */
    kind: text('kind').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    width: integer('width'),
    height: integer('height'),
    /** `<school>/attachments/<id>.jpg|pdf`, and `<school>/attachments/<id>-thumb.jpg` for a photo. */
    storageKey: text('storage_key').notNull(),
    thumbnailKey: text('thumbnail_key'),
    sha256: text('sha256').notNull(),
    caption: text('caption').notNull().default(''),
    createdBy: text('created_by').notNull(),
    createdByName: text('created_by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'attachments_one_record',
      sql`num_nonnulls(${t.assetId}, ${t.universalityId}, ${t.movementId}) <= 1`,
    ),
    check('attachments_kind', sql`${t.kind} in ('photo', 'pdf')`),
    foreignKey({
      columns: [t.customerCode, t.assetId],
      foreignColumns: [assets.customerCode, assets.id],
    }).onDelete('set null'),
    foreignKey({
      columns: [t.customerCode, t.universalityId],
      foreignColumns: [universalities.customerCode, universalities.id],
    }).onDelete('set null'),
    foreignKey({
      columns: [t.customerCode, t.movementId],
      foreignColumns: [movements.customerCode, movements.id],
    }).onDelete('set null'),
    index('attachments_asset')
      .on(t.customerCode, t.assetId, t.createdAt)
      .where(sql`${t.assetId} is not null`),
    index('attachments_universality')
      .on(t.customerCode, t.universalityId, t.createdAt)
      .where(sql`${t.universalityId} is not null`),
    index('attachments_movement')
      .on(t.customerCode, t.movementId, t.createdAt)
      .where(sql`${t.movementId} is not null`),
    index('attachments_orphans')
      .on(t.customerCode)
      .where(sql`num_nonnulls(${t.assetId}, ${t.universalityId}, ${t.movementId}) = 0`),
  ],
);
