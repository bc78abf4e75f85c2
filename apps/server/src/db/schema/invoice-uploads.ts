import { sql } from 'drizzle-orm';
import {
  bigint,
  foreignKey,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { movements } from './movements.ts';

/**
 * An invoice file a school uploads to charge its goods from (spec 02 §7): `getUrl` writes the row
 * waiting for its file, for ten minutes; the PUT (or the bucket, with `STORAGE=s3`) stores it once and
 * the row becomes uploaded. A charge made from it sets `charge_id`; the rows no charge took are removed
 * with their files a day later, and deleting the charge lets its file go the same way.
 */
export const invoiceUploads = pgTable(
  'invoice_uploads',
  {
    id: uuid('id').primaryKey(),
    customerCode: text('customer_code').notNull(),
    fileName: text('file_name').notNull(),
    /** What the browser said the file is; the bytes are checked against the name, not this. */
    contentType: text('content_type').notNull(),
    /** The size declared by `getUrl`, then the size received. */
    sizeBytes: integer('size_bytes').notNull(),
    /** Hex digests of the bytes received; null while waiting. */
    md5: text('md5'),
    sha256: text('sha256'),
    /** Where the document store keeps it: `<school>/invoices/<id>`. */
    storageKey: text('storage_key').notNull(),
    /** 1 waiting for the file, 2 uploaded (`UPLOAD_STATUS`). */
    status: smallint('status').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }),
    chargeId: bigint('charge_id', { mode: 'number' }),
  },
  (t) => [
    index('invoice_uploads_unused').on(t.customerCode, t.createdAt).where(sql`${t.chargeId} is null`),
    foreignKey({
      columns: [t.customerCode, t.chargeId],
      foreignColumns: [movements.customerCode, movements.id],
    }).onDelete('set null'),
  ],
);
