import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { creditors } from '../../db/schema/index.ts';
import { byDisplayName, type PartyValues } from './party-fields.ts';

export type CreditorRow = typeof creditors.$inferSelect;

const ofSchool = (customerCode: string) => eq(creditors.customerCode, customerCode);

export function listCreditors(tx: Tx, customerCode: string) {
  return tx
    .select()
    .from(creditors)
    .where(ofSchool(customerCode))
    .orderBy(byDisplayName(creditors), asc(creditors.id));
}

/** One page of the creditors that `filter` finds, in `order`, and how many it finds in all. */
export async function searchCreditors(
  tx: Tx,
  customerCode: string,
  query: { filter: SQL | undefined; order: SQL[]; limit: number; offset: number },
) {
  const where = and(ofSchool(customerCode), query.filter);
  const rows = await tx
    .select()
    .from(creditors)
    .where(where)
    .orderBy(...query.order)
    .limit(query.limit)
    .offset(query.offset);
  const [counted] = await tx.select({ total: count() }).from(creditors).where(where);
  return { rows, total: counted?.total ?? 0 };
}

export async function findCreditor(tx: Tx, customerCode: string, id: number) {
  const [row] = await tx
    .select()
    .from(creditors)
    .where(and(ofSchool(customerCode), eq(creditors.id, id)));
  return row;
}

export async function insertCreditor(tx: Tx, customerCode: string, values: PartyValues) {
  const [row] = await tx
    .insert(creditors)
    .values({ ...values, customerCode })
    .returning();
  if (!row) throw new Error('insert returned no creditor');
  return row;
}

export async function updateCreditor(tx: Tx, customerCode: string, id: number, values: PartyValues) {
  const [row] = await tx
    .update(creditors)
    .set(values)
    .where(and(ofSchool(customerCode), eq(creditors.id, id)))
    .returning();
  return row;
}

export async function deleteCreditor(tx: Tx, customerCode: string, id: number) {
  const [row] = await tx
    .delete(creditors)
    .where(and(ofSchool(customerCode), eq(creditors.id, id)))
    .returning();
  return row;
}
