import {
  bigserial,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * Tables of the inventory backend that every area uses. Each school-owned table carries
 * `customer_code` and a row-level-security policy (see the `rls` migration).
 */

export const schools = pgTable('schools', {
  customerCode: text('customer_code').primaryKey(),
  codMin: text('cod_min').notNull().unique(),
  name: text('name').notNull(),
  city: text('city').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Backend sessions behind `x-auth-token`; only the token's SHA-256 is stored. */
export const appSessions = pgTable(
  'app_sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    subject: text('subject').notNull(),
    username: text('username').notNull(),
    homeCustomerCode: text('home_customer_code').notNull(),
    /** The school vendor staff impersonate; null acts for the home school. */
    actingCustomerCode: text('acting_customer_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [index('app_sessions_username_idx').on(t.username)],
);

/** Who did what, acting for which school, with the state before and after (DESIGN §6). */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerCode: text('customer_code').notNull(),
    actorUsername: text('actor_username').notNull(),
    actorCustomerCode: text('actor_customer_code').notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_events_customer_at_idx').on(t.customerCode, t.at)],
);

/** Answers to mutations already served, so that a retried request is not applied twice. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    customerCode: text('customer_code').notNull(),
    username: text('username').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    body: jsonb('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customerCode, t.username, t.key] })],
);

/** The school's general data (spec 02 §3), kept beside the school; DS and DSGA also live in the customer area. */
export const schoolData = pgTable('school_data', {
  customerCode: text('customer_code').primaryKey(),
  heading: text('heading').notNull().default(''),
  labelHeading: text('label_heading').notNull().default(''),
  /** DS (dirigente scolastico) as last copied or typed here. */
  manager: text('manager'),
  /** DSGA, the consignee (art. 30), as last copied or typed here. */
  consignee: text('consignee'),
  lastRenewalDate: date('last_renewal_date', { mode: 'string' }),
  /** none | half | full: depreciation in the year an asset is charged (DOMAIN §5). */
  firstYearDepreciation: text('first_year_depreciation').notNull().default('none'),
  lastDurableMovable: integer('last_durable_movable').notNull().default(0),
  lastDurableBooks: integer('last_durable_books').notNull().default(0),
  lastDurableHistoric: integer('last_durable_historic').notNull().default(0),
  lastDurableVehicles: integer('last_durable_vehicles').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
