import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { queryRows, type Tx } from '../../../db/client.ts';

/**
 * The import's bulk writing: ids taken from the tables' sequences beforehand, so every row can point
 * at the rows it needs before any is written, and inserts in batches that keep a statement under
 * PostgreSQL's 65,535 parameters.
 */

const BATCH_ROWS = 1_000;

export async function reserveIds(tx: Tx, table: string, count: number): Promise<number[]> {
  if (count === 0) return [];
  const rows = await queryRows<{ id: string | number }>(
    tx,
    sql`select nextval(pg_get_serial_sequence(${table}, 'id')) as id from generate_series(1, ${count})`,
  );
  return rows.map((row) => Number(row.id));
}

/** Inserts `rows` a batch at a time, telling `written` how many went in after each. */
export async function insertInBatches<T extends PgTable>(
  tx: Tx,
  table: T,
  rows: readonly T['$inferInsert'][],
  written: (count: number) => void = () => {},
): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH_ROWS) {
    const batch = rows.slice(start, start + BATCH_ROWS);
    await tx.insert(table).values(batch as T['$inferInsert'][]);
    written(batch.length);
  }
}
