import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * A print request (`POST /s3documents/publishMessage`, spec 01 §4): what was asked (type and
 * conditions; the renderer fills the template variables from them), by whom, and where its rendering stands. The job that renders it is enqueued
 * in the same transaction; the worker moves it queued → processing → done or failed.
 */
export const printRequests = pgTable(
  'print_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerCode: text('customer_code').notNull(),
    documentType: integer('document_type').notNull(),
    /** The conditions of spec 01 §3 (idRegister, atDate, …), as validated by the type's schema. */
    conditions: jsonb('conditions').notNull(),
    /** 1 queued, 2 processing, 3 done, 4 failed (`PROCESSING_STATUS`). */
    status: smallint('status').notNull(),
    /** Why it failed: an error code the client translates. */
    failureCode: text('failure_code'),
    attempts: integer('attempts').notNull().default(0),
    /** How far a render that reports it (an export) is, 0–100; null before it starts. */
    progress: smallint('progress'),
    requestedBy: text('requested_by').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('print_requests_tenant_newest').on(t.customerCode, t.requestedAt.desc(), t.id.desc()),
    index('print_requests_tenant_processing').on(t.customerCode, t.status).where(sql`${t.status} in (1, 2)`),
  ],
);

/** The files a request produced (a label sheet and its ZPL, say), kept in the document store. */
export const printFiles = pgTable(
  'print_files',
  {
    customerCode: text('customer_code').notNull(),
    requestId: bigint('request_id', { mode: 'number' }).notNull(),
    position: smallint('position').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** Where the store keeps it (a path under the documents folder, or an S3 key). */
    storageKey: text('storage_key').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.requestId, t.position] }),
    foreignKey({ columns: [t.requestId], foreignColumns: [printRequests.id] }).onDelete('cascade'),
  ],
);
