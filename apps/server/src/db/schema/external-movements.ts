import { bigserial, date, index, jsonb, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Movements imported from outside the inventory (another application of the school), waiting to be
 * charged or deleted. The import and the charge that consumes them come with the movements areas.
 */
export const externalMovements = pgTable(
  'external_movements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerCode: text('customer_code').notNull(),
    source: text('source').notNull(),
    documentNumber: text('document_number'),
    documentDate: date('document_date', { mode: 'string' }),
    description: text('description').notNull(),
    totalValue: numeric('total_value', { precision: 14, scale: 2 }),
    payload: jsonb('payload'),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('external_movements_customer_idx').on(t.customerCode)],
);
