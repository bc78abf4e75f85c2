import {
  bigint,
  bigserial,
  date,
  foreignKey,
  index,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { movements } from './movements.ts';
import { creditors } from './parties.ts';

/**
 * Movements imported from outside the inventory (another application of the school: the warehouse,
 * the accounting), waiting to be charged or deleted. `payload.lines` holds their goods (description,
 * quantity, unit price in cents VAT included, and the subcategory and location once completed); a
 * charge made from them sets `charge_movement_id`, and deleting that charge makes them wait again
 * (the foreign key sets only that column back to null).
 */
export const externalMovements = pgTable(
  'external_movements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerCode: text('customer_code').notNull(),
    /** Where it came from: `warehouse` (the school's warehouse: a warehouse movement), `accounting`… */
    source: text('source').notNull(),
    documentNumber: text('document_number'),
    documentDate: date('document_date', { mode: 'string' }),
    description: text('description').notNull(),
    totalValue: numeric('total_value', { precision: 14, scale: 2 }),
    payload: jsonb('payload'),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
    /** The supplier as the other application wrote it. */
    supplierName: text('supplier_name'),
    supplierVatNumber: text('supplier_vat_number'),
    /** The school's creditor the supplier is (matched on import, or chosen when completing the data). */
    creditorId: bigint('creditor_id', { mode: 'number' }),
    /** Warehouse movements: 1 to be completed, 2 completed (spec 02 §4); null for other sources. */
    status: smallint('status'),
    /** The charge that took its goods into the inventory; null while it waits. */
    chargeMovementId: bigint('charge_movement_id', { mode: 'number' }),
  },
  (t) => [
    index('external_movements_customer_idx').on(t.customerCode),
    index('external_movements_charge').on(t.customerCode, t.chargeMovementId),
    foreignKey({
      columns: [t.customerCode, t.creditorId],
      foreignColumns: [creditors.customerCode, creditors.id],
    }),
    foreignKey({
      columns: [t.customerCode, t.chargeMovementId],
      foreignColumns: [movements.customerCode, movements.id],
    }).onDelete('set null'),
  ],
);
