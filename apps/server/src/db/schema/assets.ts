import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { registers, subcategories } from './catalogue.ts';
import { movements } from './movements.ts';
import { locations } from './placement.ts';

/**
 * A universality (DOMAIN §3): durable items that together reach the threshold, charged under one
 * inventory number of its register; its status follows from its components' prices, except
 * `imported`.
 */
export const universalities = pgTable(
  'universalities',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerCode: text('customer_code').notNull(),
    description: text('description').notNull(),
    imported: boolean('imported').notNull().default(false),
    registerId: bigint('register_id', { mode: 'number' }),
    inventoryNumber: integer('inventory_number'),
    chargeMovementId: bigint('charge_movement_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('universalities_tenant_id').on(t.customerCode, t.id),
    uniqueIndex('universalities_register_inventory_number')
      .on(t.customerCode, t.registerId, t.inventoryNumber)
      .where(sql`${t.inventoryNumber} is not null`),
    foreignKey({
      columns: [t.customerCode, t.registerId],
      foreignColumns: [registers.customerCode, registers.id],
    }),
    foreignKey({
      columns: [t.customerCode, t.chargeMovementId],
      foreignColumns: [movements.customerCode, movements.id],
    }),
  ],
);

/**
 * Assets (beni) and their place in movements. Amounts are integer cents. Inventory numbers are unique
 * per register, durable numbers per durable register (DOMAIN §2–§3). The table is stored with
 * `fillfactor = 50` (migration 0025, which drizzle-kit does not model): an update of values or
 * subcategories finds room on its page and is HOT (bench/README.md, issue 18).
 */
export const assets = pgTable(
  'assets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerCode: text('customer_code').notNull(),
    description: text('description').notNull(),
    registerId: bigint('register_id', { mode: 'number' }).notNull(),
    subcategoryId: bigint('subcategory_id', { mode: 'number' }).notNull(),
    /** 'inventory' (200 euro or more) or 'durable'. */
    assetClass: text('asset_class').notNull(),
    inventoryNumber: integer('inventory_number'),
    durableNumber: integer('durable_number'),
    originalInventoryNumber: text('original_inventory_number'),
    historicalPriceCents: bigint('historical_price_cents', { mode: 'number' }).notNull(),
    actualPriceCents: bigint('actual_price_cents', { mode: 'number' }).notNull(),
    /** The price the asset was first entered with elsewhere (an imported or merged inventory), if any. */
    originalPriceCents: bigint('original_price_cents', { mode: 'number' }),
    /** The code on the asset's own label or the maker's (EAN, serial), as a reader scans it. */
    barcode: text('barcode'),
    quantity: integer('quantity').notNull().default(1),
    purchaseDate: date('purchase_date', { mode: 'string' }),
    chargeDate: date('charge_date', { mode: 'string' }),
    locationId: bigint('location_id', { mode: 'number' }),
    /** The site of the location, kept by triggers (migration 0035): the site filter's index. */
    siteId: bigint('site_id', { mode: 'number' }),
    serialNumber: text('serial_number'),
    brand: text('brand'),
    chassis: text('chassis'),
    licensePlate: text('license_plate'),
    editor: text('editor'),
    author: text('author'),
    notes: text('notes'),
    /** 1 waiting, 2 charged, 3 in a discharge proposal, 4 discharged. */
    status: smallint('status').notNull(),
    chargeMovementId: bigint('charge_movement_id', { mode: 'number' }),
    /** A component of a universality shares the universality's inventory number once charged. */
    universalityId: bigint('universality_id', { mode: 'number' }),
    /** How the asset came in: 'charge' (entered in its charge) or 'waiting' (recorded, then charged). */
    origin: text('origin').notNull().default('charge'),
    /**
     * What the list's text search reads (description, serial number, brand, original inventory
     * number, barcode, lower-cased, apart): one LIKE on an index instead of five ILIKEs on the rows.
     * Since migration 0031 a trigger keeps it (the same expression), not the database's generated
     * column: declared generated here all the same, so that the application never writes it.
     */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(description || E'\\x1f' || coalesce(serial_number, '') || E'\\x1f' || coalesce(brand, '') || E'\\x1f' || coalesce(original_inventory_number, '') || E'\\x1f' || coalesce(barcode, ''))`,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('assets_tenant_id').on(t.customerCode, t.id),
    uniqueIndex('assets_register_inventory_number')
      .on(t.customerCode, t.registerId, t.inventoryNumber)
      .where(sql`${t.inventoryNumber} is not null and ${t.universalityId} is null`),
    index('assets_tenant_universality').on(t.customerCode, t.universalityId),
    uniqueIndex('assets_register_durable_number')
      .on(t.customerCode, t.registerId, t.durableNumber)
      .where(sql`${t.durableNumber} is not null`),
    index('assets_tenant_status').on(t.customerCode, t.status),
    // With the status, what a location holds and the site filter's count read the index alone, and
    // with the default sort keys the site filter's page is chosen without reading the table.
    index('assets_tenant_location').on(
      t.customerCode,
      t.locationId,
      t.status,
      t.id,
      t.inventoryNumber,
      t.durableNumber,
      t.description,
    ),
    // A site's assets in the list's default order: the site filter's page stops after its rows.
    index('assets_tenant_site').on(
      t.customerCode,
      t.siteId,
      t.status,
      t.inventoryNumber,
      t.durableNumber,
      t.description,
      t.id,
    ),
    // The list's sorts walk these instead of sorting the school's assets (asset-search.repo.ts).
    index('assets_tenant_inventory_number').on(t.customerCode, t.inventoryNumber, t.durableNumber),
    index('assets_tenant_durable_number').on(t.customerCode, t.durableNumber),
    index('assets_tenant_description').on(t.customerCode, t.description),
    index('assets_tenant_historical_price').on(t.customerCode, t.historicalPriceCents),
    index('assets_tenant_charge_date').on(t.customerCode, t.chargeDate),
    // The text search's matches and their default and description sort keys, index-only.
    index('assets_tenant_search_text').on(
      t.customerCode,
      t.searchText,
      t.id,
      t.inventoryNumber,
      t.durableNumber,
      t.description,
    ),
    foreignKey({
      columns: [t.customerCode, t.registerId],
      foreignColumns: [registers.customerCode, registers.id],
    }),
    foreignKey({
      columns: [t.customerCode, t.subcategoryId],
      foreignColumns: [subcategories.customerCode, subcategories.id],
    }),
    foreignKey({
      columns: [t.customerCode, t.locationId],
      foreignColumns: [locations.customerCode, locations.id],
    }),
    foreignKey({
      columns: [t.customerCode, t.chargeMovementId],
      foreignColumns: [movements.customerCode, movements.id],
    }),
    foreignKey({
      columns: [t.customerCode, t.universalityId],
      foreignColumns: [universalities.customerCode, universalities.id],
    }),
  ],
);

/** An asset's line in a movement, with its value at that movement. */
export const movementAssets = pgTable(
  'movement_assets',
  {
    customerCode: text('customer_code').notNull(),
    movementId: bigint('movement_id', { mode: 'number' }).notNull(),
    assetId: bigint('asset_id', { mode: 'number' }).notNull(),
    position: integer('position').notNull(),
    valueCents: bigint('value_cents', { mode: 'number' }).notNull(),
    variationCents: bigint('variation_cents', { mode: 'number' }),
  },
  (t) => [
    primaryKey({ columns: [t.movementId, t.assetId] }),
    // Its voucher and its asset (by school and id) are checked once per statement, not by foreign
    // keys once per row: migration 0032_statement_reference_checks.sql.
    index('movement_assets_asset').on(t.customerCode, t.assetId),
  ],
);

/** Every change of an asset, with who and when (DOMAIN §4). */
export const assetHistory = pgTable(
  'asset_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerCode: text('customer_code').notNull(),
    assetId: bigint('asset_id', { mode: 'number' }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorUsername: text('actor_username').notNull(),
    action: text('action').notNull(),
    movementId: bigint('movement_id', { mode: 'number' }),
    changes: jsonb('changes'),
  },
  (t) => [
    // Its asset is checked once per statement (migration 0032_statement_reference_checks.sql).
    index('asset_history_asset').on(t.customerCode, t.assetId, t.at),
  ],
);

/**
 * Gapless counters (inventory numbers per register, durable numbers per durable register, voucher
 * numbers per type and year): incremented inside the transaction that uses the number, so a rolled
 * back charge gives its numbers back and concurrent charges queue on the row.
 */
export const numberCounters = pgTable(
  'number_counters',
  {
    customerCode: text('customer_code').notNull(),
    scope: text('scope').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerCode, t.scope] })],
);
