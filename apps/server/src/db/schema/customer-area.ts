import { bigserial, date, pgSchema, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** The customer-area service's own tables (`/area-clienti`): schools as customers, their users, merges. */
export const customerArea = pgSchema('customer_area');

export const customers = customerArea.table('customers', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  city: text('city').notNull(),
  codMin: text('cod_min').notNull().unique(),
  ds: text('ds'),
  dsga: text('dsga'),
});

export const customerUsers = customerArea.table(
  'customer_users',
  {
    customerCode: text('customer_code')
      .notNull()
      .references(() => customers.code),
    username: text('username').notNull(),
    fullName: text('full_name').notNull(),
    argoId: text('argo_id'),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.customerCode, t.username] })],
);

/** A merge after school dimensioning: the seller (accorpata) hands its assets to the receiver (accorpante). */
export const merges = customerArea.table('merges', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  appCode: text('app_code').notNull().default('INV'),
  sellerCode: text('seller_code')
    .notNull()
    .references(() => customers.code),
  receiverCode: text('receiver_code')
    .notNull()
    .references(() => customers.code),
  effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
});
