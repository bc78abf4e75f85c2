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

/**
 * Inserts a row for each item a batch at a time, made as the batch is written (a large import never
 * holds all its rows at once), telling `written` how many went in after each batch.
 */
export async function insertInBatches<T extends PgTable, I>(
  tx: Tx,
  table: T,
  items: readonly I[],
  toRow: (item: I, index: number) => T['$inferInsert'],
  written: (count: number) => void = () => {},
): Promise<void> {
  for (let start = 0; start < items.length; start += BATCH_ROWS) {
    const batch = items.slice(start, start + BATCH_ROWS).map((item, i) => toRow(item, start + i));
    await tx.insert(table).values(batch);
    written(batch.length);
  }
}
