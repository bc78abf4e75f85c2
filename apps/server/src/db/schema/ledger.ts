import type { LedgerCheckBrokenSchool } from '@inventario/shared/contracts/ledger';
import {
  bigint,
  bigserial,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * The tamper-evident ledger of the movements (issue 21): an append-only chain per school. Each entry
 * is a voucher's state after a change (`create`, `edit`, `delete`, or `baseline` when the chain began),
 * its hash covering its canonical bytes and the previous entry's hash. Written only by the database's
 * own triggers at commit (migration 0030), so no code path can forget it; never updated or deleted.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerCode: text('customer_code').notNull(),
    seq: integer('seq').notNull(),
    movementId: bigint('movement_id', { mode: 'number' }).notNull(),
    event: text('event').notNull(),
    /** The voucher's canonical content (`ledger_voucher_content`); null for a deletion. */
    content: jsonb('content'),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    prevHash: bytea('prev_hash').notNull(),
    hash: bytea('hash').notNull(),
  },
  (t) => [
    unique('ledger_entries_school_seq').on(t.customerCode, t.seq),
    index('ledger_entries_movement').on(t.customerCode, t.movementId, t.seq),
  ],
);

/** The last entry of each school's chain, whose row lock serialises one school's appends only. */
export const ledgerHeads = pgTable('ledger_heads', {
  customerCode: text('customer_code').primaryKey(),
  seq: integer('seq').notNull(),
  hash: bytea('hash').notNull(),
  recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
});

/**
 * The vouchers a transaction changed, noted by the row triggers and chained by a deferred trigger at
 * commit, once per voucher whatever the number of its lines touched. Empty outside a transaction.
 */
export const ledgerPending = pgTable(
  'ledger_pending',
  {
    customerCode: text('customer_code').notNull(),
    movementId: bigint('movement_id', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerCode, t.movementId] })],
);

/**
 * The runs of the nightly ledger check (migration 0033): the installation's, not a school's (no
 * row-level security, no right for `inventario_app`). `broken_schools` holds each broken school's code,
 * earliest broken record and how many records are broken (`LedgerCheckBrokenSchool`). The job keeps
 * the last 90.
 */
export const ledgerChecks = pgTable(
  'ledger_checks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
    schools: integer('schools').notNull(),
    broken: integer('broken').notNull(),
    brokenSchools: jsonb('broken_schools').$type<LedgerCheckBrokenSchool[]>().notNull().default([]),
  },
  (t) => [index('ledger_checks_finished').on(t.finishedAt, t.id)],
);
