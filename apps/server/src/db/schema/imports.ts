import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * A file a school imports (issue 16, docs/IMPORTS.md): stored as uploaded, validated by a background
 * job (its report kept here), then confirmed and imported by another, all or nothing. A school has at
 * most one import pending (validating, invalid, ready or importing): while it waits, no new upload and
 * no new financial year (spec 02 §5).
 */
export const imports = pgTable(
  'imports',
  {
    id: uuid('id').primaryKey(),
    customerCode: text('customer_code').notNull(),
    /** 1 client-server, 2 durable goods, 3 inventory, 4 another school software (spec 02 §2). */
    type: smallint('type').notNull(),
    /** 'validating', 'invalid', 'ready', 'importing', 'imported', 'failed' or 'discarded'. */
    state: text('state').notNull(),
    fileName: text('file_name').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    /** Where the document store keeps the file: `<school>/imports/<id>`; removed when discarded. */
    storageKey: text('storage_key').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    validatedAt: timestamp('validated_at', { withTimezone: true }),
    /** The validation's counts by kind and its issues (the first IMPORT_REPORT_MAX_ISSUES). */
    report: jsonb('report'),
    confirmedBy: text('confirmed_by'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    progressDone: integer('progress_done').notNull().default(0),
    progressTotal: integer('progress_total').notNull().default(0),
    /** What was imported, by kind; or, for a failed import, why (`failureCode`). */
    result: jsonb('result'),
    failureCode: text('failure_code'),
  },
  (t) => [
    uniqueIndex('imports_one_pending')
      .on(t.customerCode)
      .where(sql`${t.state} in ('validating', 'invalid', 'ready', 'importing')`),
    index('imports_tenant_created').on(t.customerCode, t.createdAt),
    index('imports_created').on(t.createdAt),
  ],
);
