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
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { aggregations, registers } from './catalogue.ts';
import { administrations, creditors, debtors } from './parties.ts';

/**
 * Financial years (DOMAIN §5) and movement vouchers (DOMAIN §4). A voucher's number is unique per
 * school, type and year; the asset lines come with the assets area.
 */

export const financialYears = pgTable(
  'financial_years',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerCode: text('customer_code').notNull(),
    year: integer('year').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    /** 1 open, 2 closed, 3 closed with depreciation, 4 imported. */
    status: smallint('status').notNull(),
    toDepreciate: boolean('to_depreciate').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    unique('financial_years_tenant_id').on(t.customerCode, t.id),
    unique('financial_years_tenant_year').on(t.customerCode, t.year),
  ],
);

export const movements = pgTable(
  'movements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerCode: text('customer_code').notNull(),
    /** 1 charge, 2 discharge, 3 discharge proposal, 5 value decrease, 6 value increase. */
    type: smallint('type').notNull(),
    year: integer('year').notNull(),
    number: integer('number').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    /** Discharge proposals: 1 to be confirmed, 2 confirmed. */
    status: smallint('status'),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull().default(0),
    causal: text('causal'),
    notes: text('notes'),
    creditorId: bigint('creditor_id', { mode: 'number' }),
    documentType: text('document_type'),
    documentDate: date('document_date', { mode: 'string' }),
    documentNumber: text('document_number'),
    deliveryDate: date('delivery_date', { mode: 'string' }),
    deliveryNumber: text('delivery_number'),
    orderDate: date('order_date', { mode: 'string' }),
    orderNumber: text('order_number'),
    /** Discharge proposals: the school's own progressive, above the last proposal's (spec 02 §5). */
    progressive: integer('progressive'),
    /** Proposals and discharges: protocol date and number of the DS's discharge measure (art. 33). */
    protocolDate: date('protocol_date', { mode: 'string' }),
    protocolNumber: text('protocol_number'),
    /** Discharges: where the goods go (destination). */
    debtorId: bigint('debtor_id', { mode: 'number' }),
    /** Discharges (art. 33): 'nobody' is liable for the loss, or 'liable' with who must make it good. */
    liability: text('liability'),
    liableParty: text('liable_party'),
    /**
     * The public administration the goods come from or go to (spec 02 §3: a transfer between
     * administrations), from the school's administrations list.
     */
    administrationId: bigint('administration_id', { mode: 'number' }),
    /** The Model K aggregation the voucher is booked under (spec 02 §3), from the aggregations list. */
    aggregationId: bigint('aggregation_id', { mode: 'number' }),
    /** Value vouchers: the kind of variation (`valueVoucher/typeList`); 'DEP' is the yearly depreciation. */
    voucherType: text('voucher_type'),
    /** Discharge proposals: when and by whom the proposal was confirmed. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    confirmedBy: text('confirmed_by'),
    /**
     * Charges made from an e-invoice (DOMAIN §10): the uploaded file, and the invoice's identity as
     * read from it (the supplier's VAT number, else its fiscal code; `Numero`; `Data`), by which a
     * second charge of the same invoice is recognised.
     */
    invoiceUploadId: uuid('invoice_upload_id'),
    invoiceSupplierId: text('invoice_supplier_id'),
    invoiceNumber: text('invoice_number'),
    invoiceDate: date('invoice_date', { mode: 'string' }),
    /**
     * The merge (dimensionamento, customer area's id) this voucher is the seller's discharge or the
     * receiver's charge of: neither is edited nor deleted, and its year is not reopened (spec 02 §4, §8).
     */
    mergeId: bigint('merge_id', { mode: 'number' }),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('movements_tenant_id').on(t.customerCode, t.id),
    uniqueIndex('movements_one_per_merge')
      .on(t.customerCode, t.mergeId, t.type)
      .where(sql`${t.mergeId} is not null`),
    unique('movements_tenant_type_year_number').on(t.customerCode, t.type, t.year, t.number),
    index('movements_tenant_date').on(t.customerCode, t.date),
    index('movements_tenant_invoice')
      .on(t.customerCode, t.invoiceSupplierId, t.invoiceNumber, t.invoiceDate)
      .where(sql`${t.invoiceSupplierId} is not null`),
    foreignKey({
      columns: [t.customerCode, t.creditorId],
      foreignColumns: [creditors.customerCode, creditors.id],
    }),
    foreignKey({
      columns: [t.customerCode, t.debtorId],
      foreignColumns: [debtors.customerCode, debtors.id],
    }),
    foreignKey({
      columns: [t.customerCode, t.administrationId],
      foreignColumns: [administrations.customerCode, administrations.id],
    }),
    foreignKey({
      columns: [t.customerCode, t.aggregationId],
      foreignColumns: [aggregations.customerCode, aggregations.id],
    }),
  ],
);

/** A discharge made from confirmed discharge proposals: each shows the other as related (spec 02 §2). */
export const dischargeProposals = pgTable(
  'discharge_proposals',
  {
    customerCode: text('customer_code').notNull(),
    dischargeId: bigint('discharge_id', { mode: 'number' }).notNull(),
    proposalId: bigint('proposal_id', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.dischargeId, t.proposalId] }),
    index('discharge_proposals_proposal').on(t.customerCode, t.proposalId),
    foreignKey({
      columns: [t.customerCode, t.dischargeId],
      foreignColumns: [movements.customerCode, movements.id],
    }),
    foreignKey({
      columns: [t.customerCode, t.proposalId],
      foreignColumns: [movements.customerCode, movements.id],
    }),
  ],
);

/**
 * The historical pictures of a closed year (DOMAIN §5): each register's consistency at the close,
 * inventory and durable apart, kept as they were whatever happens later.
 */
export const registerPictures = pgTable(
  'register_pictures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerCode: text('customer_code').notNull(),
    financialYearId: bigint('financial_year_id', { mode: 'number' }).notNull(),
    registerId: bigint('register_id', { mode: 'number' }).notNull(),
    /** 'inventory' or 'durable'. */
    assetClass: text('asset_class').notNull(),
    assetCount: integer('asset_count').notNull(),
    historicalCents: bigint('historical_cents', { mode: 'number' }).notNull(),
    actualCents: bigint('actual_cents', { mode: 'number' }).notNull(),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('register_pictures_year_register_class').on(
      t.customerCode,
      t.financialYearId,
      t.registerId,
      t.assetClass,
    ),
    foreignKey({
      columns: [t.customerCode, t.financialYearId],
      foreignColumns: [financialYears.customerCode, financialYears.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.customerCode, t.registerId],
      foreignColumns: [registers.customerCode, registers.id],
    }),
  ],
);
