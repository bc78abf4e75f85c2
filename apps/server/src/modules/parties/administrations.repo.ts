import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { administrations } from '../../db/schema/index.ts';

export type AdministrationRow = typeof administrations.$inferSelect;
export type AdministrationValues = Pick<AdministrationRow, 'description' | 'fiscalCode' | 'address' | 'city'>;

const ofSchool = (customerCode: string) => eq(administrations.customerCode, customerCode);

/** Sorting by description ignores case, as a reader expects. */
export const byDescription = sql`lower(${administrations.description})`;

export function listAdministrations(tx: Tx, customerCode: string) {
  return tx
    .select()
    .from(administrations)
    .where(ofSchool(customerCode))
    .orderBy(byDescription, asc(administrations.id));
}

/** One page of the administrations that `filter` finds, in `order`, and how many it finds in all. */
export async function searchAdministrations(
  tx: Tx,
  customerCode: string,
  query: { filter: SQL | undefined; order: SQL[]; limit: number; offset: number },
) {
  const where = and(ofSchool(customerCode), query.filter);
  const rows = await tx
    .select()
    .from(administrations)
    .where(where)
    .orderBy(...query.order)
    .limit(query.limit)
    .offset(query.offset);
  const [counted] = await tx.select({ total: count() }).from(administrations).where(where);
  return { rows, total: counted?.total ?? 0 };
}

export async function findAdministration(tx: Tx, customerCode: string, id: number) {
  const [row] = await tx
    .select()
    .from(administrations)
    .where(and(ofSchool(customerCode), eq(administrations.id, id)));
  return row;
}

export async function insertAdministration(tx: Tx, customerCode: string, values: AdministrationValues) {
  const [row] = await tx
    .insert(administrations)
    .values({ ...values, customerCode })
    .returning();
  if (!row) throw new Error('insert returned no administration');
  return row;
}

export async function updateAdministration(
  tx: Tx,
  customerCode: string,
  id: number,
  values: AdministrationValues,
) {
  const [row] = await tx
    .update(administrations)
    .set(values)
    .where(and(ofSchool(customerCode), eq(administrations.id, id)))
    .returning();
  return row;
}

export async function deleteAdministration(tx: Tx, customerCode: string, id: number) {
  const [row] = await tx
    .delete(administrations)
    .where(and(ofSchool(customerCode), eq(administrations.id, id)))
    .returning();
  return row;
}
