import {
  bigint,
  bigserial,
  date,
  foreignKey,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { movements } from './movements.ts';
import { sites } from './placement.ts';

/**
 * What a seller (accorpata) handed over to one receiver (accorpante) of a merge: the sites, the merge
 * discharge of their goods on 31 August, and the package itself (`content`: the lists and goods as they
 * were, the title of the transfer), which the receiver reads through its own policy and charges. The
 * receiver's charge is written back by `merge_package_charged()`, the one operation across the schools.
 */
export const mergePackages = pgTable(
  'merge_packages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The seller's. */
    customerCode: text('customer_code').notNull(),
    mergeId: bigint('merge_id', { mode: 'number' }).notNull(),
    receiverCode: text('receiver_code').notNull(),
    sellerName: text('seller_name').notNull(),
    receiverName: text('receiver_name').notNull(),
    dischargeId: bigint('discharge_id', { mode: 'number' }).notNull(),
    dischargeYear: integer('discharge_year').notNull(),
    dischargeNumber: integer('discharge_number').notNull(),
    dischargeDate: date('discharge_date', { mode: 'string' }).notNull(),
    /** The sites that went: id, code, description, address, city. */
    sites: jsonb('sites').notNull(),
    goods: integer('goods').notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    content: jsonb('content').notNull(),
    confirmedBy: text('confirmed_by').notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull(),
    chargeYear: integer('charge_year'),
    chargeNumber: integer('charge_number'),
    chargeDate: date('charge_date', { mode: 'string' }),
    chargedBy: text('charged_by'),
    chargedAt: timestamp('charged_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('merge_packages_merge').on(t.mergeId),
    foreignKey({
      columns: [t.customerCode, t.dischargeId],
      foreignColumns: [movements.customerCode, movements.id],
    }),
  ],
);

/** Each site of a seller goes to one receiver: the merge whose package took it. */
export const mergePackageSites = pgTable(
  'merge_package_sites',
  {
    customerCode: text('customer_code').notNull(),
    siteId: bigint('site_id', { mode: 'number' }).notNull(),
    mergeId: bigint('merge_id', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.customerCode, t.siteId] }),
    foreignKey({ columns: [t.customerCode, t.siteId], foreignColumns: [sites.customerCode, sites.id] }),
  ],
);
