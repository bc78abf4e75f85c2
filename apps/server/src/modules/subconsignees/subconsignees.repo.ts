import { and, asc, count, eq, exists, ilike, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { locations, subConsignees } from '../../db/schema/index.ts';
import { containsPattern } from '../../http/paging.ts';

// Drizzle leaves columns unqualified in a one-table select, which a correlated subquery would bind
// to its own table: the outer row is named in full.
const outer = sql.raw('"sub_consignees"');
const assignedLocations = sql`from ${locations} where ${locations.customerCode} = ${outer}."customer_code" and ${locations.subConsigneeId} = ${outer}."id"`;
const locationCount = sql<number>`(select count(*)::int ${assignedLocations})`.mapWith(Number);

const selection = {
  id: subConsignees.id,
  description: subConsignees.description,
  fiscalCode: subConsignees.fiscalCode,
  notes: subConsignees.notes,
  locationCount,
};

export const subConsigneeSortColumns = { description: subConsignees.description };

export interface SubConsigneeFilter {
  customerCode: string;
  description?: string | undefined;
  withAssignedLocation?: boolean;
}

function conditions(filter: SubConsigneeFilter): SQL | undefined {
  const parts: SQL[] = [eq(subConsignees.customerCode, filter.customerCode)];
  if (filter.description?.trim())
    parts.push(ilike(subConsignees.description, containsPattern(filter.description)));
  if (filter.withAssignedLocation) {
    parts.push(exists(sql`(select 1 ${assignedLocations})`));
  }
  return and(...parts);
}

export function findSubConsignees(
  tx: Tx,
  filter: SubConsigneeFilter,
  order: SQL[],
  window?: { limit: number; offset: number },
) {
  const query = tx
    .select(selection)
    .from(subConsignees)
    .where(conditions(filter))
    .orderBy(...order, asc(subConsignees.id));
  return window ? query.limit(window.limit).offset(window.offset) : query;
}

export async function countSubConsignees(tx: Tx, filter: SubConsigneeFilter): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(subConsignees).where(conditions(filter));
  return row?.n ?? 0;
}

export async function findSubConsignee(tx: Tx, customerCode: string, id: number) {
  const [row] = await tx
    .select(selection)
    .from(subConsignees)
    .where(and(eq(subConsignees.customerCode, customerCode), eq(subConsignees.id, id)));
  return row;
}

export async function insertSubConsignee(tx: Tx, row: typeof subConsignees.$inferInsert) {
  const [saved] = await tx.insert(subConsignees).values(row).returning({ id: subConsignees.id });
  return saved;
}

export async function updateSubConsignee(
  tx: Tx,
  customerCode: string,
  id: number,
  changes: Partial<typeof subConsignees.$inferInsert>,
) {
  await tx
    .update(subConsignees)
    .set(changes)
    .where(and(eq(subConsignees.customerCode, customerCode), eq(subConsignees.id, id)));
}

export async function deleteSubConsignee(tx: Tx, customerCode: string, id: number) {
  await tx
    .delete(subConsignees)
    .where(and(eq(subConsignees.customerCode, customerCode), eq(subConsignees.id, id)));
}
