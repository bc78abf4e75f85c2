import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  foreignKey,
  index,
  pgTable,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Where assets are: sites (plessi) and their locations (rooms, labs), and the sub-consignees who answer
 * for the locations entrusted to them (D.I. 129/2018 art. 30). Foreign keys include `customer_code`, so
 * a row can only point at a row of the same school.
 */

export const subConsignees = pgTable(
  'sub_consignees',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerCode: text('customer_code').notNull(),
    description: text('description').notNull(),
    fiscalCode: text('fiscal_code'),
    notes: text('notes'),
  },
  (t) => [
    unique('sub_consignees_tenant_id').on(t.customerCode, t.id),
    index('sub_consignees_tenant_idx').on(t.customerCode),
  ],
);

export const sites = pgTable(
  'sites',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerCode: text('customer_code').notNull(),
    code: text('code').notNull(),
    description: text('description').notNull(),
    address: text('address'),
    city: text('city'),
  },
  (t) => [
    unique('sites_tenant_id').on(t.customerCode, t.id),
    uniqueIndex('sites_tenant_code').on(t.customerCode, sql`upper(${t.code})`),
  ],
);

export const locations = pgTable(
  'locations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerCode: text('customer_code').notNull(),
    siteId: bigint('site_id', { mode: 'number' }).notNull(),
    code: text('code').notNull(),
    description: text('description').notNull(),
    notes: text('notes'),
    roomNumber: text('room_number'),
    floorNumber: text('floor_number'),
    subConsigneeId: bigint('sub_consignee_id', { mode: 'number' }),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    unique('locations_tenant_id').on(t.customerCode, t.id),
    uniqueIndex('locations_site_code').on(t.customerCode, t.siteId, sql`upper(${t.code})`),
    index('locations_tenant_sub_consignee').on(t.customerCode, t.subConsigneeId),
    foreignKey({ columns: [t.customerCode, t.siteId], foreignColumns: [sites.customerCode, sites.id] }),
    foreignKey({
      columns: [t.customerCode, t.subConsigneeId],
      foreignColumns: [subConsignees.customerCode, subConsignees.id],
    }),
  ],
);
