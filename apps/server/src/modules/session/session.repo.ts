import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { appSessions } from '../../db/schema/index.ts';

/**
 * Sessions are looked up before the school is known (the token says which), so these functions take
 * the database itself rather than a tenant transaction; the table holds no school data.
 */
export async function insertSession(db: Db, session: typeof appSessions.$inferInsert) {
  const [row] = await db.insert(appSessions).values(session).returning();
  if (!row) throw new Error('session insert returned nothing');
  return row;
}

export async function findOpenSession(db: Db, tokenHash: string) {
  const [row] = await db
    .select()
    .from(appSessions)
    .where(and(eq(appSessions.tokenHash, tokenHash), isNull(appSessions.endedAt)));
  return row;
}

/** Inside the transaction that audits the logout. */
export async function endSession(tx: Tx, id: number) {
  await tx.update(appSessions).set({ endedAt: new Date() }).where(eq(appSessions.id, id));
}

/** Inside the transaction that audits the change. */
export async function setActingCustomer(tx: Tx, id: number, customerCode: string | null) {
  await tx.update(appSessions).set({ actingCustomerCode: customerCode }).where(eq(appSessions.id, id));
}
