import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  foreignKey,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The registers of art. 31 (one inventory each), their categories and subcategories with depreciation
 * rates, and the Model K aggregations the subcategories feed (DOMAIN §2).
 */

export const registers = pgTable(
  'registers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerCode: text('customer_code').notNull(),
    kind: text('kind').notNull(),
    description: text('description').notNull(),
    /** Assets under the threshold of this register go in its durable register. */
    hasDurableRegister: boolean('has_durable_register').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    unique('registers_tenant_id').on(t.customerCode, t.id),
    unique('registers_tenant_kind').on(t.customerCode, t.kind),
  ],
);

export const aggregations = pgTable(
  'aggregations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerCode: text('customer_code').notNull(),
    code: text('code').notNull(),
    description: text('description').notNull(),
  },
  (t) => [
    unique('aggregations_tenant_id').on(t.customerCode, t.id),
    uniqueIndex('aggregations_tenant_code').on(t.customerCode, sql`upper(${t.code})`),
  ],
);

export const categories = pgTable(
  'categories',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerCode: text('customer_code').notNull(),
    registerId: bigint('register_id', { mode: 'number' }).notNull(),
    code: text('code').notNull(),
    description: text('description').notNull(),
  },
  (t) => [
    unique('categories_tenant_id').on(t.customerCode, t.id),
    uniqueIndex('categories_register_code').on(t.customerCode, t.registerId, sql`upper(${t.code})`),
    foreignKey({
      columns: [t.customerCode, t.registerId],
      foreignColumns: [registers.customerCode, registers.id],
    }),
  ],
);

export const subcategories = pgTable(
  'subcategories',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerCode: text('customer_code').notNull(),
    categoryId: bigint('category_id', { mode: 'number' }).notNull(),
    code: text('code').notNull(),
    description: text('description').notNull(),
    aggregationId: bigint('aggregation_id', { mode: 'number' }),
    /** The code in the default list this subcategory was seeded from, if any. */
    defaultCode: text('default_code'),
  },
  (t) => [
    unique('subcategories_tenant_id').on(t.customerCode, t.id),
    uniqueIndex('subcategories_category_code').on(t.customerCode, t.categoryId, sql`upper(${t.code})`),
    foreignKey({
      columns: [t.customerCode, t.categoryId],
      foreignColumns: [categories.customerCode, categories.id],
    }),
    foreignKey({
      columns: [t.customerCode, t.aggregationId],
      foreignColumns: [aggregations.customerCode, aggregations.id],
    }),
  ],
);

/** Rates are versioned by the financial year from which they apply (DOMAIN §2). */
export const subcategoryRates = pgTable(
  'subcategory_rates',
  {
    customerCode: text('customer_code').notNull(),
    subcategoryId: bigint('subcategory_id', { mode: 'number' }).notNull(),
    validFromYear: integer('valid_from_year').notNull(),
    percent: numeric('percent', { precision: 5, scale: 2 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.customerCode, t.subcategoryId, t.validFromYear] }),
    foreignKey({
      columns: [t.customerCode, t.subcategoryId],
      foreignColumns: [subcategories.customerCode, subcategories.id],
    }).onDelete('cascade'),
  ],
);

/** The reference list every school starts from (not school-owned: the same for all). */
export const defaultSubcategories = pgTable('default_subcategories', {
  code: text('code').primaryKey(),
  registerKind: text('register_kind').notNull(),
  categoryCode: text('category_code').notNull(),
  categoryDescription: text('category_description').notNull(),
  subcategoryCode: text('subcategory_code').notNull(),
  description: text('description').notNull(),
  aggregationCode: text('aggregation_code').notNull(),
  aggregationDescription: text('aggregation_description').notNull(),
});

export const defaultSubcategoryRates = pgTable(
  'default_subcategory_rates',
  {
    defaultCode: text('default_code')
      .notNull()
      .references(() => defaultSubcategories.code),
    validFromYear: integer('valid_from_year').notNull(),
    percent: numeric('percent', { precision: 5, scale: 2 }).notNull(),
    source: text('source').notNull(),
  },
  (t) => [primaryKey({ columns: [t.defaultCode, t.validFromYear] })],
);
