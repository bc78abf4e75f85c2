import type { LedgerCheck, LedgerCheckBrokenSchool } from '@inventario/shared/contracts/ledger';
import { desc, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { ledgerChecks } from '../../db/schema/ledger.ts';

/**
 * The nightly check's runs (`ledger_checks`, migration 0033): the installation's, read and written
 * with the process's own connection, never in a school's transaction (whose role has no right on it).
 */

type Row = typeof ledgerChecks.$inferSelect;

const toCheck = (row: Row): LedgerCheck => ({
  id: row.id,
  startedAt: row.startedAt.toISOString(),
  finishedAt: row.finishedAt.toISOString(),
  schools: row.schools,
  broken: row.broken,
  brokenSchools: row.brokenSchools,
});

export interface FinishedRun {
  startedAt: Date;
  finishedAt: Date;
  schools: number;
  brokenSchools: LedgerCheckBrokenSchool[];
}

export async function insertRun(tx: Tx, run: FinishedRun): Promise<LedgerCheck> {
  const [row] = await tx
    .insert(ledgerChecks)
    .values({ ...run, broken: run.brokenSchools.length })
    .returning();
  if (!row) throw new Error('the ledger check was not recorded');
  return toCheck(row);
}

/** Deletes every run but the `keep` latest. */
export async function deleteOlderRuns(tx: Tx, keep: number): Promise<void> {
  await tx.execute(
    sql`delete from ${ledgerChecks} where id not in (
      select id from ${ledgerChecks} order by finished_at desc, id desc limit ${keep})`,
  );
}

/** The latest finished run, or null before the first. */
export async function findLatestRun(db: Db): Promise<LedgerCheck | null> {
  const [row] = await db
    .select()
    .from(ledgerChecks)
    .orderBy(desc(ledgerChecks.finishedAt), desc(ledgerChecks.id))
    .limit(1);
  return row ? toCheck(row) : null;
}
