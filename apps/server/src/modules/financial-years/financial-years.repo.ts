import { and, asc, count, eq, getTableColumns, max, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { financialYears, movements } from '../../db/schema/index.ts';

export type YearRow = typeof financialYears.$inferSelect;

/**
 * The movements dated in each year listed, counted beside it. Written out: drizzle leaves a column of
 * the outer table unqualified inside a subquery, where it would name the movement's own column.
 */
const movementCount = sql<number>`(select count(*)::int from movements counted where counted.customer_code = financial_years.customer_code and counted.year = financial_years.year)`;

/** Every year of the school, locked: year changes of one school run one after another. */
export function lockYears(tx: Tx, customerCode: string): Promise<YearRow[]> {
  return tx
    .select()
    .from(financialYears)
    .where(eq(financialYears.customerCode, customerCode))
    .orderBy(asc(financialYears.year))
    .for('update');
}

/** The school's years in `order`, each with its number of movements. */
export function listYears(
  tx: Tx,
  customerCode: string,
  order: SQL[] = [asc(financialYears.year)],
  window?: { limit: number; offset: number },
) {
  const query = tx
    .select({ ...getTableColumns(financialYears), movementCount })
    .from(financialYears)
    .where(eq(financialYears.customerCode, customerCode))
    .orderBy(...order);
  return window ? query.limit(window.limit).offset(window.offset) : query;
}

export async function countYears(tx: Tx, customerCode: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(financialYears)
    .where(eq(financialYears.customerCode, customerCode));
  return row?.n ?? 0;
}

export async function insertYear(tx: Tx, row: typeof financialYears.$inferInsert): Promise<YearRow> {
  const [saved] = await tx.insert(financialYears).values(row).returning();
  if (!saved) throw new Error('financial year insert returned nothing');
  return saved;
}

export async function updateYear(
  tx: Tx,
  customerCode: string,
  year: number,
  changes: Partial<typeof financialYears.$inferInsert>,
) {
  const [saved] = await tx
    .update(financialYears)
    .set(changes)
    .where(and(eq(financialYears.customerCode, customerCode), eq(financialYears.year, year)))
    .returning();
  if (!saved) throw new Error('financial year update returned nothing');
  return saved;
}

export async function deleteYear(tx: Tx, customerCode: string, id: number) {
  await tx
    .delete(financialYears)
    .where(and(eq(financialYears.customerCode, customerCode), eq(financialYears.id, id)));
}

/** The latest movement date of a year, or null when it has none. */
export async function lastMovementDateOfYear(
  tx: Tx,
  customerCode: string,
  year: number,
): Promise<string | null> {
  const [row] = await tx
    .select({ last: max(movements.date) })
    .from(movements)
    .where(and(eq(movements.customerCode, customerCode), eq(movements.year, year)));
  return row?.last ?? null;
}

export async function countMovementsOfYear(tx: Tx, customerCode: string, year: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(movements)
    .where(and(eq(movements.customerCode, customerCode), eq(movements.year, year)));
  return row?.n ?? 0;
}
