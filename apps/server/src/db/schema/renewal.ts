import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { assets, universalities } from './assets.ts';
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

/**
 * The revaluation of each surviving good: what it was and what it became, so taking it back is exact;
 * `movement_id` is the value voucher that carried its change (none when its value stayed), which a
 * user therefore cannot change or delete on its own (`renewalMovement`; the foreign key besides).
 */
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
    movementId: bigint('movement_id', { mode: 'number' }),
  },
  (t) => [
    primaryKey({ columns: [t.renewalId, t.assetId] }),
    // Deleting any movement or asset checks this table's references to it (rows of every school and
    // renewal, kept after the renewal ends): an index each, not a scan.
    index('renewal_asset_values_movement').on(t.customerCode, t.movementId),
    index('renewal_asset_values_asset').on(t.customerCode, t.assetId),
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

/**
 * The rates the revaluation gave the target subcategories from the year after the renewal
 * (`subcategory_rates` of that year), with the rate that year had before (null: none), so taking it
 * back is exact.
 */
export const renewalRates = pgTable(
  'renewal_rates',
  {
    customerCode: text('customer_code').notNull(),
    renewalId: bigint('renewal_id', { mode: 'number' }).notNull(),
    subcategoryId: bigint('subcategory_id', { mode: 'number' }).notNull(),
    validFromYear: integer('valid_from_year').notNull(),
    percentBefore: numeric('percent_before', { precision: 5, scale: 2 }),
    percentAfter: numeric('percent_after', { precision: 5, scale: 2 }).notNull(),
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
    // Deleting an asset checks this table's references to it: an index, not a scan.
    index('renewal_asset_numbers_asset').on(t.customerCode, t.assetId),
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

/**
 * Each register's inventory counter before the renumbering set it to the register's new last number
 * (`last_before` null: the register had no counter yet).
 */
export const renewalCounters = pgTable(
  'renewal_counters',
  {
    customerCode: text('customer_code').notNull(),
    renewalId: bigint('renewal_id', { mode: 'number' }).notNull(),
    registerId: bigint('register_id', { mode: 'number' }).notNull(),
    lastBefore: integer('last_before'),
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

/** The renumbering of each universality (its components share its number), so taking it back is exact. */
export const renewalUniversalityNumbers = pgTable(
  'renewal_universality_numbers',
  {
    customerCode: text('customer_code').notNull(),
    renewalId: bigint('renewal_id', { mode: 'number' }).notNull(),
    universalityId: bigint('universality_id', { mode: 'number' }).notNull(),
    oldNumber: integer('old_number').notNull(),
    newNumber: integer('new_number').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.renewalId, t.universalityId] }),
    foreignKey({
      columns: [t.customerCode, t.renewalId],
      foreignColumns: [renewals.customerCode, renewals.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.customerCode, t.universalityId],
      foreignColumns: [universalities.customerCode, universalities.id],
    }),
  ],
);
