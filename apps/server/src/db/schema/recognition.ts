import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { assets } from './assets.ts';
import { movements } from './movements.ts';
import { locations } from './placement.ts';

/**
 * A recognition (ricognizione, DOMAIN §7): ongoing, then completed for good. A school has at most
 * one ongoing.
 */
export const recognitions = pgTable(
  'recognitions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerCode: text('customer_code').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    /** 'ongoing' or 'completed'. */
    status: text('status').notNull(),
    forRenewal: boolean('for_renewal').notNull(),
    /** The renewal at 31/12 of this year that the recognition prepares; null when not for renewal. */
    renewalYear: integer('renewal_year'),
    includeDurable: boolean('include_durable').notNull(),
    notes: text('notes'),
    startedBy: text('started_by').notNull(),
    endedBy: text('ended_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('recognitions_tenant_id').on(t.customerCode, t.id),
    uniqueIndex('recognitions_one_ongoing').on(t.customerCode).where(sql`${t.status} = 'ongoing'`),
  ],
);

/** Each location's count in a recognition: 'notStarted', 'started' or 'completed'. */
export const recognitionLocations = pgTable(
  'recognition_locations',
  {
    customerCode: text('customer_code').notNull(),
    recognitionId: bigint('recognition_id', { mode: 'number' }).notNull(),
    locationId: bigint('location_id', { mode: 'number' }).notNull(),
    status: text('status').notNull().default('notStarted'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.recognitionId, t.locationId] }),
    foreignKey({
      columns: [t.customerCode, t.recognitionId],
      foreignColumns: [recognitions.customerCode, recognitions.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.customerCode, t.locationId],
      foreignColumns: [locations.customerCode, locations.id],
    }),
  ],
);

/**
 * The goods a recognition counts, as the registers placed them when it started, and what became of
 * each: 'undetected', 'detected', 'foundElsewhere', 'correct' or 'missing' (in `missing_proposal_id`).
 */
export const recognitionAssets = pgTable(
  'recognition_assets',
  {
    customerCode: text('customer_code').notNull(),
    recognitionId: bigint('recognition_id', { mode: 'number' }).notNull(),
    assetId: bigint('asset_id', { mode: 'number' }).notNull(),
    locationId: bigint('location_id', { mode: 'number' }),
    universalityId: bigint('universality_id', { mode: 'number' }),
    detection: text('detection').notNull().default('undetected'),
    detectedLocationId: bigint('detected_location_id', { mode: 'number' }),
    detectedAt: timestamp('detected_at', { withTimezone: true }),
    detectedBy: text('detected_by'),
    missingProposalId: bigint('missing_proposal_id', { mode: 'number' }),
  },
  (t) => [
    primaryKey({ columns: [t.recognitionId, t.assetId] }),
    index('recognition_assets_location').on(t.recognitionId, t.locationId, t.detection),
    index('recognition_assets_detected_location').on(t.recognitionId, t.detectedLocationId),
    foreignKey({
      columns: [t.customerCode, t.recognitionId],
      foreignColumns: [recognitions.customerCode, recognitions.id],
    }).onDelete('cascade'),
    foreignKey({ columns: [t.customerCode, t.assetId], foreignColumns: [assets.customerCode, assets.id] }),
    foreignKey({
      columns: [t.customerCode, t.missingProposalId],
      foreignColumns: [movements.customerCode, movements.id],
    }),
  ],
);

/**
 * Every read sent with the phone's id of it, and its answer: a read sent again (a batch retried after
 * the network came back) answers the same and counts once.
 */
export const recognitionReads = pgTable(
  'recognition_reads',
  {
    customerCode: text('customer_code').notNull(),
    recognitionId: bigint('recognition_id', { mode: 'number' }).notNull(),
    readId: uuid('read_id').notNull(),
    code: text('code').notNull(),
    locationId: bigint('location_id', { mode: 'number' }).notNull(),
    outcome: text('outcome').notNull(),
    readBy: text('read_by').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.recognitionId, t.readId] }),
    foreignKey({
      columns: [t.customerCode, t.recognitionId],
      foreignColumns: [recognitions.customerCode, recognitions.id],
    }).onDelete('cascade'),
  ],
);

/**
 * A phone's way into one recognition (domain/recognition/scan-link.ts): the QR code's one-time
 * secret and the token it was exchanged for, both kept as SHA-256 hashes only.
 */
export const recognitionScanLinks = pgTable(
  'recognition_scan_links',
  {
    id: uuid('id').primaryKey(),
    customerCode: text('customer_code').notNull(),
    recognitionId: bigint('recognition_id', { mode: 'number' }).notNull(),
    /** The location the phone reads in; null: the phone chooses among the recognition's. */
    locationId: bigint('location_id', { mode: 'number' }),
    codeHash: text('code_hash').notNull(),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }).notNull(),
    codeUsedAt: timestamp('code_used_at', { withTimezone: true }),
    tokenHash: text('token_hash'),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('recognition_scan_links_code').on(t.customerCode, t.codeHash),
    uniqueIndex('recognition_scan_links_token').on(t.customerCode, t.tokenHash),
    index('recognition_scan_links_recognition').on(t.customerCode, t.recognitionId),
    foreignKey({
      columns: [t.customerCode, t.recognitionId],
      foreignColumns: [recognitions.customerCode, recognitions.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.customerCode, t.locationId],
      foreignColumns: [locations.customerCode, locations.id],
    }),
  ],
);
