import { sql } from 'drizzle-orm';
import { bigserial, index, pgTable, text, unique } from 'drizzle-orm/pg-core';

/** Suppliers (creditors) of charges, destinations (debtors) of discharges, and public administrations. */

const partyColumns = {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  customerCode: text('customer_code').notNull(),
  /** `G` legal person (VAT number), `F` natural person (fiscal code). */
  vendorType: text('vendor_type').notNull(),
  businessName: text('business_name'),
  name: text('name'),
  surname: text('surname'),
  fiscalCode: text('fiscal_code'),
  vatNumber: text('vat_number'),
  /** Business name, or "surname name": what lists show, sort and search. */
  displayName: text('display_name').notNull(),
};

export const creditors = pgTable('creditors', partyColumns, (t) => [
  unique('creditors_tenant_id').on(t.customerCode, t.id),
  index('creditors_tenant_name').on(t.customerCode, sql`lower(${t.displayName})`),
]);

export const debtors = pgTable(
  'debtors',
  {
    ...partyColumns,
    address: text('address'),
    city: text('city'),
    province: text('province'),
    postalCode: text('postal_code'),
    telephone: text('telephone'),
    email: text('email'),
  },
  (t) => [
    unique('debtors_tenant_id').on(t.customerCode, t.id),
    index('debtors_tenant_name').on(t.customerCode, sql`lower(${t.displayName})`),
  ],
);

export const administrations = pgTable(
  'administrations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerCode: text('customer_code').notNull(),
    description: text('description').notNull(),
    fiscalCode: text('fiscal_code'),
    address: text('address'),
    city: text('city'),
  },
  (t) => [unique('administrations_tenant_id').on(t.customerCode, t.id)],
);
