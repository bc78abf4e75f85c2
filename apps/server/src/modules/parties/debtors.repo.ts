import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { debtors } from '../../db/schema/index.ts';
import { byDisplayName, type PartyValues } from './party-fields.ts';

export type DebtorRow = typeof debtors.$inferSelect;

/** A debtor as stored: a party's identity and where to reach it. */
export type DebtorValues = PartyValues &
  Pick<DebtorRow, 'address' | 'city' | 'province' | 'postalCode' | 'telephone' | 'email'>;

const ofSchool = (customerCode: string) => eq(debtors.customerCode, customerCode);

export function listDebtors(tx: Tx, customerCode: string) {
  return tx
    .select()
    .from(debtors)
    .where(ofSchool(customerCode))
    .orderBy(byDisplayName(debtors), asc(debtors.id));
}

/** One page of the debtors that `filter` finds, in `order`, and how many it finds in all. */
export async function searchDebtors(
  tx: Tx,
  customerCode: string,
  query: { filter: SQL | undefined; order: SQL[]; limit: number; offset: number },
) {
  const where = and(ofSchool(customerCode), query.filter);
  const rows = await tx
    .select()
    .from(debtors)
    .where(where)
    .orderBy(...query.order)
    .limit(query.limit)
    .offset(query.offset);
  const [counted] = await tx.select({ total: count() }).from(debtors).where(where);
  return { rows, total: counted?.total ?? 0 };
}

export async function findDebtor(tx: Tx, customerCode: string, id: number) {
  const [row] = await tx
    .select()
    .from(debtors)
    .where(and(ofSchool(customerCode), eq(debtors.id, id)));
  return row;
}

export async function insertDebtor(tx: Tx, customerCode: string, values: DebtorValues) {
  const [row] = await tx
    .insert(debtors)
    .values({ ...values, customerCode })
    .returning();
  if (!row) throw new Error('insert returned no debtor');
  return row;
}

export async function updateDebtor(tx: Tx, customerCode: string, id: number, values: DebtorValues) {
  const [row] = await tx
    .update(debtors)
    .set(values)
    .where(and(ofSchool(customerCode), eq(debtors.id, id)))
    .returning();
  return row;
}

export async function deleteDebtor(tx: Tx, customerCode: string, id: number) {
  const [row] = await tx
    .delete(debtors)
    .where(and(ofSchool(customerCode), eq(debtors.id, id)))
    .returning();
  return row;
}
