import { count, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { externalMovements } from '../../db/schema/index.ts';

export async function countExternalMovements(tx: Tx, customerCode: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(externalMovements)
    .where(eq(externalMovements.customerCode, customerCode));
  return row?.n ?? 0;
}
