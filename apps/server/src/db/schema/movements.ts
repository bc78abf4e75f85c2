import {
  bigint,
  bigserial,
  boolean,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { creditors } from './parties.ts';

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
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('movements_tenant_id').on(t.customerCode, t.id),
    unique('movements_tenant_type_year_number').on(t.customerCode, t.type, t.year, t.number),
    index('movements_tenant_date').on(t.customerCode, t.date),
    foreignKey({
      columns: [t.customerCode, t.creditorId],
      foreignColumns: [creditors.customerCode, creditors.id],
    }),
  ],
);
