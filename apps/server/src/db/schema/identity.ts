import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgSchema, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** The embedded identity provider's own tables; unused when OIDC_ISSUER points elsewhere. */
export const identity = pgSchema('identity');

export const identityUsers = identity.table('users', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  username: text('username').notNull().unique(),
  /** scrypt: `scrypt$N$r$p$salt$hash`, base64 parts. */
  passwordHash: text('password_hash').notNull(),
  givenName: text('given_name').notNull(),
  familyName: text('family_name').notNull(),
  email: text('email'),
  customerCode: text('customer_code').notNull(),
  roles: text('roles').array().notNull().default(sql`'{}'::text[]`),
  licenses: text('licenses').array().notNull().default(sql`'{}'::text[]`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
});

/** oidc-provider's adapter storage: one row per model instance (sessions, grants, tokens...). */
export const identityModels = identity.table(
  'oidc_models',
  {
    kind: text('kind').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.id] }),
    index('oidc_models_grant_id_idx').on(t.grantId),
    index('oidc_models_uid_idx').on(t.uid),
    index('oidc_models_expires_at_idx').on(t.expiresAt),
  ],
);

/** Signing keys and cookie keys, generated once so tokens and sessions survive a restart. */
export const identitySecrets = identity.table('secrets', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Failed sign-ins still remembered, per account (the username as typed, known or not) and per client
 * address: the login form's throttle (`identity/sign-in-throttle.ts`). No school data; a row is
 * forgotten at `expires_at`, when its failures have leaked away and any lock has ended.
 */
export const signInFailures = identity.table(
  'sign_in_failures',
  {
    /** `account` or `address`. */
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    failures: integer('failures').notNull(),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.key] }), index('sign_in_failures_expires_at_idx').on(t.expiresAt)],
);
