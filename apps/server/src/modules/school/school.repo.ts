import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { schools } from '../../db/schema/index.ts';

export async function findSchool(tx: Tx, customerCode: string) {
  const [row] = await tx.select().from(schools).where(eq(schools.customerCode, customerCode));
  return row;
}

export async function insertSchool(tx: Tx, school: typeof schools.$inferInsert) {
  await tx.insert(schools).values(school).onConflictDoNothing();
}
