import { and, asc, eq, or } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { customers, customerUsers, merges } from '../db/schema/index.ts';

/** The customer area is its own service: its tables are not school-owned inventory data, so no RLS. */
export async function findCustomer(db: Db, code: string) {
  const [row] = await db.select().from(customers).where(eq(customers.code, code));
  return row;
}

export function listCustomers(db: Db) {
  return db.select().from(customers).orderBy(asc(customers.name));
}

export async function findCustomerUser(db: Db, code: string, username: string) {
  const [row] = await db
    .select()
    .from(customerUsers)
    .where(and(eq(customerUsers.customerCode, code), eq(customerUsers.username, username)));
  return row;
}

export async function upsertCustomerUser(
  db: Db,
  user: { customerCode: string; username: string; fullName: string; lastSeenAt?: Date },
) {
  await db
    .insert(customerUsers)
    .values(user)
    .onConflictDoUpdate({
      target: [customerUsers.customerCode, customerUsers.username],
      set: { fullName: user.fullName, ...(user.lastSeenAt ? { lastSeenAt: user.lastSeenAt } : {}) },
    });
}

export async function upsertCustomer(db: Db, customer: typeof customers.$inferInsert) {
  await db.insert(customers).values(customer).onConflictDoUpdate({ target: customers.code, set: customer });
}

export function listMerges(db: Db, side: 'seller' | 'receiver', code: string, appCode: string) {
  const column = side === 'seller' ? merges.sellerCode : merges.receiverCode;
  return db
    .select()
    .from(merges)
    .where(and(eq(column, code), eq(merges.appCode, appCode)))
    .orderBy(asc(merges.effectiveDate));
}

export function listMergesOf(db: Db, code: string) {
  return db
    .select()
    .from(merges)
    .where(or(eq(merges.sellerCode, code), eq(merges.receiverCode, code)));
}

export async function insertMerge(db: Db, merge: typeof merges.$inferInsert) {
  await db.insert(merges).values(merge);
}
