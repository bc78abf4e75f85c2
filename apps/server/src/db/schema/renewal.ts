import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  date,
  foreignKey,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { assets } from './assets.ts';
import { registers, subcategories } from './catalogue.ts';
import { movements } from './movements.ts';
import { recognitions } from './recognition.ts';

/**
 * An inventory renewal (rinnovo inventariale, DOMAIN §8), at 31/12 of its year, from an ended
 * recognition for renewal. Its steps leave their time: the mapping confirmed, the values restated,
 * the registers numbered again; a school has at most one ongoing.
 */
export const renewals = pgTable(
  'renewals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerCode: text('customer_code').notNull(),
    recognitionId: bigint('recognition_id', { mode: 'number' }).notNull(),
    renewalDate: date('renewal_date', { mode: 'string' }).notNull(),
    /** 'ongoing' or 'completed'. */
    status: text('status').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    notes: text('notes'),
    mappingConfirmedAt: timestamp('mapping_confirmed_at', { withTimezone: true }),
    revaluedAt: timestamp('revalued_at', { withTimezone: true }),
    renumberedAt: timestamp('renumbered_at', { withTimezone: true }),
    startedBy: text('started_by').notNull(),
    endedBy: text('ended_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('renewals_tenant_id').on(t.customerCode, t.id),
    uniqueIndex('renewals_one_ongoing').on(t.customerCode).where(sql`${t.status} = 'ongoing'`),
    uniqueIndex('renewals_recognition').on(t.customerCode, t.recognitionId),
    foreignKey({
      columns: [t.customerCode, t.recognitionId],
      foreignColumns: [recognitions.customerCode, recognitions.id],
    }),
  ],
);

/** Each subcategory in use mapped onto a current one, with the rate the target takes (one per target). */
export const renewalMappings = pgTable(
  'renewal_mappings',
  {
    customerCode: text('customer_code').notNull(),
    renewalId: bigint('renewal_id', { mode: 'number' }).notNull(),
    subcategoryId: bigint('subcategory_id', { mode: 'number' }).notNull(),
    targetSubcategoryId: bigint('target_subcategory_id', { mode: 'number' }),
    targetRate: numeric('target_rate', { precision: 5, scale: 2 }),
  },
  (t) => [
    primaryKey({ columns: [t.renewalId, t.subcategoryId] }),
    foreignKey({
      columns: [t.customerCode, t.renewalId],
      foreignColumns: [renewals.customerCode, renewals.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.customerCode, t.subcategoryId],
      foreignColumns: [subcategories.customerCode, subcategories.id],
    }),
    foreignKey({
      columns: [t.customerCode, t.targetSubcategoryId],
      foreignColumns: [subcategories.customerCode, subcategories.id],
    }),
  ],
);

/**
 * An accounting adjustment (spec 02 §3): what the recognition found against the books, made a real
 * movement of the ledger (`movement_id`), with its values, its reason and the recognition it came from.
 */
export const renewalAdjustments = pgTable(
  'renewal_adjustments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerCode: text('customer_code').notNull(),
    renewalId: bigint('renewal_id', { mode: 'number' }).notNull(),
    /** 'found', 'missing', 'unusable', 'estimateUp', 'estimateDown' or 'erroneous'. */
    kind: text('kind').notNull(),
    assetId: bigint('asset_id', { mode: 'number' }).notNull(),
    movementId: bigint('movement_id', { mode: 'number' }),
    actualCents: bigint('actual_cents', { mode: 'number' }).notNull(),
    presumedCents: bigint('presumed_cents', { mode: 'number' }),
    newActualCents: bigint('new_actual_cents', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('renewal_adjustments_tenant_id').on(t.customerCode, t.id),
    uniqueIndex('renewal_adjustments_asset').on(t.customerCode, t.renewalId, t.assetId),
    foreignKey({
      columns: [t.customerCode, t.renewalId],
      foreignColumns: [renewals.customerCode, renewals.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.customerCode, t.assetId],
      foreignColumns: [assets.customerCode, assets.id],
    }),
    foreignKey({
      columns: [t.customerCode, t.movementId],
      foreignColumns: [movements.customerCode, movements.id],
    }),
  ],
);

/** The revaluation of each surviving good: what it was and what it became, so taking it back is exact. */
export const renewalAssetValues = pgTable(
  'renewal_asset_values',
  {
    customerCode: text('customer_code').notNull(),
    renewalId: bigint('renewal_id', { mode: 'number' }).notNull(),
    assetId: bigint('asset_id', { mode: 'number' }).notNull(),
    beforeCents: bigint('before_cents', { mode: 'number' }).notNull(),
    afterCents: bigint('after_cents', { mode: 'number' }).notNull(),
    subcategoryBefore: bigint('subcategory_before', { mode: 'number' }).notNull(),
    subcategoryAfter: bigint('subcategory_after', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.renewalId, t.assetId] }),
    foreignKey({
      columns: [t.customerCode, t.renewalId],
      foreignColumns: [renewals.customerCode, renewals.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.customerCode, t.assetId],
      foreignColumns: [assets.customerCode, assets.id],
    }),
  ],
);

/** The renumbering of each good, and of each register's counter, so taking it back is exact. */
export const renewalAssetNumbers = pgTable(
  'renewal_asset_numbers',
  {
    customerCode: text('customer_code').notNull(),
    renewalId: bigint('renewal_id', { mode: 'number' }).notNull(),
    assetId: bigint('asset_id', { mode: 'number' }).notNull(),
    oldNumber: integer('old_number').notNull(),
    newNumber: integer('new_number').notNull(),
    originalBefore: text('original_before'),
  },
  (t) => [
    primaryKey({ columns: [t.renewalId, t.assetId] }),
    foreignKey({
      columns: [t.customerCode, t.renewalId],
      foreignColumns: [renewals.customerCode, renewals.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.customerCode, t.assetId],
      foreignColumns: [assets.customerCode, assets.id],
    }),
  ],
);

/** Each register's inventory counter before the renumbering set it to the register's new last number. */
export const renewalCounters = pgTable(
  'renewal_counters',
  {
    customerCode: text('customer_code').notNull(),
    renewalId: bigint('renewal_id', { mode: 'number' }).notNull(),
    registerId: bigint('register_id', { mode: 'number' }).notNull(),
    lastBefore: integer('last_before').notNull(),
    lastAfter: integer('last_after').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.renewalId, t.registerId] }),
    foreignKey({
      columns: [t.customerCode, t.renewalId],
      foreignColumns: [renewals.customerCode, renewals.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.customerCode, t.registerId],
      foreignColumns: [registers.customerCode, registers.id],
    }),
  ],
);
