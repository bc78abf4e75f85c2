import { sql } from 'drizzle-orm';
import type { Db, Tx } from './client.ts';

/**
 * Runs `work` in one transaction acting for one school: the tenant is set for row-level security and
 * the transaction switches to the non-owner role the policies apply to (DESIGN §6).
 */
export function inTenantTransaction<T>(
  db: Db,
  customerCode: string,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    // One statement, not two: every request pays this round trip (bench/README.md).
    await tx.execute(
      sql`select set_config('app.customer_code', ${customerCode}, true), set_config('role', 'inventario_app', true)`,
    );
    return work(tx);
  });
}
