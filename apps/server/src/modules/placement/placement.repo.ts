import type { LocationSearch } from '@inventario/shared/contracts/placement';
import { and, asc, count, eq, ilike, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { sameSchool } from '../../db/same-school.ts';
import { locations, sites, subConsignees } from '../../db/schema/index.ts';
import { containsPattern } from '../../http/paging.ts';

export function listSites(tx: Tx, customerCode: string) {
  return tx.select().from(sites).where(eq(sites.customerCode, customerCode)).orderBy(asc(sites.code));
}

export async function findSite(tx: Tx, customerCode: string, id: number) {
  const [row] = await tx
    .select()
    .from(sites)
    .where(and(eq(sites.customerCode, customerCode), eq(sites.id, id)));
  return row;
}

export async function insertSite(tx: Tx, row: typeof sites.$inferInsert) {
  const [saved] = await tx.insert(sites).values(row).returning();
  return saved;
}

export async function updateSite(
  tx: Tx,
  customerCode: string,
  id: number,
  changes: Partial<typeof sites.$inferInsert>,
) {
  const [saved] = await tx
    .update(sites)
    .set(changes)
    .where(and(eq(sites.customerCode, customerCode), eq(sites.id, id)))
    .returning();
  return saved;
}

export async function deleteSite(tx: Tx, customerCode: string, id: number) {
  await tx.delete(sites).where(and(eq(sites.customerCode, customerCode), eq(sites.id, id)));
}

/** The columns a location list can be sorted by. */
export const locationSortColumns = {
  siteCode: sites.code,
  siteDescription: sites.description,
  locationCode: locations.code,
  locationDescription: locations.description,
  subConsigneeDescription: subConsignees.description,
};

const locationSelection = {
  id: locations.id,
  code: locations.code,
  description: locations.description,
  notes: locations.notes,
  roomNumber: locations.roomNumber,
  floorNumber: locations.floorNumber,
  active: locations.active,
  site: { id: sites.id, code: sites.code, description: sites.description },
  subConsigneeId: subConsignees.id,
  subConsigneeDescription: subConsignees.description,
};

const joinSite = sameSchool(sites, locations, eq(sites.id, locations.siteId));
const joinSubConsignee = sameSchool(subConsignees, locations, eq(subConsignees.id, locations.subConsigneeId));

export type LocationFilter = Omit<LocationSearch, 'sortBy' | 'sortDesc'> & {
  customerCode: string;
  id?: number;
};

function locationConditions(filter: LocationFilter): SQL | undefined {
  const parts: SQL[] = [eq(locations.customerCode, filter.customerCode)];
  const like = (column: Parameters<typeof ilike>[0], term: string | undefined) => {
    if (term?.trim()) parts.push(ilike(column, containsPattern(term)));
  };
  if (filter.id) parts.push(eq(locations.id, filter.id));
  if (filter.siteId) parts.push(eq(locations.siteId, filter.siteId));
  if (filter.subConsigneeId) parts.push(eq(locations.subConsigneeId, filter.subConsigneeId));
  if (filter.active !== undefined) parts.push(eq(locations.active, filter.active));
  like(sites.code, filter.siteCode);
  like(sites.description, filter.siteDescription);
  like(locations.code, filter.locationCode);
  like(locations.description, filter.locationDescription);
  like(subConsignees.description, filter.subConsigneeDescription);
  return and(...parts);
}

export type LocationRow = Awaited<ReturnType<typeof findLocations>>[number];

export function findLocations(
  tx: Tx,
  filter: LocationFilter,
  order: SQL[],
  window?: { limit: number; offset: number },
) {
  const query = tx
    .select(locationSelection)
    .from(locations)
    .innerJoin(sites, joinSite)
    .leftJoin(subConsignees, joinSubConsignee)
    .where(locationConditions(filter))
    .orderBy(...order);
  return window ? query.limit(window.limit).offset(window.offset) : query;
}

export async function countLocations(tx: Tx, filter: LocationFilter): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(locations)
    .innerJoin(sites, joinSite)
    .leftJoin(subConsignees, joinSubConsignee)
    .where(locationConditions(filter));
  return row?.n ?? 0;
}

export async function insertLocation(tx: Tx, row: typeof locations.$inferInsert) {
  const [saved] = await tx.insert(locations).values(row).returning({ id: locations.id });
  return saved;
}

export async function updateLocation(
  tx: Tx,
  customerCode: string,
  id: number,
  changes: Partial<typeof locations.$inferInsert>,
) {
  await tx
    .update(locations)
    .set(changes)
    .where(and(eq(locations.customerCode, customerCode), eq(locations.id, id)));
}

export async function deleteLocation(tx: Tx, customerCode: string, id: number) {
  await tx.delete(locations).where(and(eq(locations.customerCode, customerCode), eq(locations.id, id)));
}
