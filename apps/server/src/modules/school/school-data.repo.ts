import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { schoolData, schools } from '../../db/schema/index.ts';

export async function insertSchoolData(tx: Tx, data: typeof schoolData.$inferInsert) {
  await tx.insert(schoolData).values(data).onConflictDoNothing();
}

export async function findSchoolData(tx: Tx, customerCode: string) {
  const [row] = await tx
    .select({ data: schoolData, codMin: schools.codMin, name: schools.name })
    .from(schoolData)
    .innerJoin(schools, eq(schools.customerCode, schoolData.customerCode))
    .where(eq(schoolData.customerCode, customerCode));
  return row;
}

export async function updateSchoolData(
  tx: Tx,
  customerCode: string,
  changes: Partial<Omit<typeof schoolData.$inferInsert, 'customerCode'>>,
) {
  await tx
    .update(schoolData)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(schoolData.customerCode, customerCode));
}
