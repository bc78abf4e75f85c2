import { sql } from 'drizzle-orm';
import {
  bigint,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

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
    /**
     * An admin list's own import (a file of that list alone, in the type's format): 'site', 'location',
     * 'subConsignee', 'subcategory' or 'creditor'; null for a whole import.
     */
    listKind: text('list_kind'),
    /** 'validating', 'columns', 'invalid', 'ready', 'importing', 'imported', 'failed' or 'discarded'. */
    state: text('state').notNull(),
    fileName: text('file_name').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    /** Where the document store keeps the file: `<school>/imports/<id>`; removed when discarded. */
    storageKey: text('storage_key').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    validatedAt: timestamp('validated_at', { withTimezone: true }),
    /** Type 4: the file's sheet, headers and first rows, shown by the column-mapping step. */
    fileColumns: jsonb('file_columns'),
    /** Type 4: which of the file's columns holds which field, as the user said. */
    columnMapping: jsonb('column_mapping'),
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
    /** A merge's receipt (type 5): the customer area's merge whose package it charges. */
    mergeId: bigint('merge_id', { mode: 'number' }),
  },
  (t) => [
    uniqueIndex('imports_one_pending')
      .on(t.customerCode)
      .where(sql`${t.state} in ('validating', 'columns', 'invalid', 'ready', 'importing')`),
    index('imports_tenant_created').on(t.customerCode, t.createdAt),
    index('imports_created').on(t.createdAt),
  ],
);

/**
 * The temp lists of an import (spec 02 §7 `/site/temp/list` and the others): each site, location,
 * sub-consignee, subcategory and creditor its file names, matched onto the school's own or to be
 * created (`list-matching.ts`), as the user leaves it before the import.
 */
export const importMappings = pgTable(
  'import_mappings',
  {
    customerCode: text('customer_code').notNull(),
    importId: uuid('import_id').notNull(),
    /** 'site', 'location', 'subConsignee', 'subcategory' or 'creditor'. */
    kind: text('kind').notNull(),
    /** The entry's key in the file (`list-matching.ts`). */
    sourceKey: text('source_key').notNull(),
    /** Its place in the file's list, for showing it in the file's order. */
    position: integer('position').notNull(),
    /** What the file says of it (code, description, identifiers, rate…). */
    source: jsonb('source').notNull(),
    /** 'map' onto `target_id`, or 'create'. */
    action: text('action').notNull(),
    targetId: bigint('target_id', { mode: 'number' }),
    /** How the target was found: 'code', 'vatNumber', 'fiscalCode', 'name', or 'user' when chosen. */
    matchedBy: text('matched_by'),
  },
  (t) => [
    primaryKey({ columns: [t.importId, t.kind, t.sourceKey] }),
    foreignKey({ columns: [t.importId], foreignColumns: [imports.id] }).onDelete('cascade'),
  ],
);

/**
 * The column mapping a school last gave a type of import (type 4: another product's headers), proposed
 * again at its next import of that type.
 */
export const importColumnChoices = pgTable(
  'import_column_choices',
  {
    customerCode: text('customer_code').notNull(),
    type: smallint('type').notNull(),
    /** A field's key → the header of the column that held it. */
    mapping: jsonb('mapping').notNull(),
    updatedBy: text('updated_by').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customerCode, t.type] })],
);
