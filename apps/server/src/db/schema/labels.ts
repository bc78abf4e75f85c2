import { bigserial, boolean, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Label layouts. Rows 1–4 are the product's defaults, shared by every school (no `customer_code`) and
 * read-only; a school's own layouts are numbered from 101.
 */
export const labelsSettings = pgTable('labels_settings', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  customerCode: text('customer_code'),
  description: text('description').notNull(),
  kind: text('kind').notNull(),
  rowsNumber: integer('rows_number').notNull(),
  columnsNumber: integer('columns_number').notNull(),
  barcodeScale: numeric('barcode_scale', { precision: 4, scale: 2 }).notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  /** The symbols each label prints: `barcode` (Code 128), `qr` (a link to the asset) or `both`. */
  symbols: text('symbols').notNull().default('barcode'),
});
