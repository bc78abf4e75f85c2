import { and, asc, desc, eq, max, or, type SQL, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.ts';
import { sameSchool } from '../../db/same-school.ts';
import {
  administrations,
  aggregations,
  creditors,
  financialYears,
  movementAssets,
  movements,
  schools,
} from '../../db/schema/index.ts';

/** Queries of the movements themselves, whatever their kind (the lines and assets are `ledger-assets.repo.ts`). */

export type MovementRow = typeof movements.$inferSelect;

/**
 * Movements of one school are created, changed and deleted one after another: the registers are
 * chronological and gapless, and each change checks the school's movements around it, which a
 * concurrent one could otherwise change.
 */
export async function lockSchoolMovements(tx: Tx, customerCode: string): Promise<void> {
  await tx
    .select({ code: schools.customerCode })
    .from(schools)
    .where(eq(schools.customerCode, customerCode))
    .for('update');
}

/** The years, held so that nobody closes one while a movement is dated in it. */
export function shareYears(tx: Tx, customerCode: string) {
  return tx
    .select({ year: financialYears.year, status: financialYears.status })
    .from(financialYears)
    .where(eq(financialYears.customerCode, customerCode))
    .for('share');
}

export async function yearStatus(tx: Tx, customerCode: string, year: number): Promise<number | null> {
  const [row] = await tx
    .select({ status: financialYears.status })
    .from(financialYears)
    .where(and(eq(financialYears.customerCode, customerCode), eq(financialYears.year, year)));
  return row?.status ?? null;
}

export async function lastMovementDate(tx: Tx, customerCode: string): Promise<string | null> {
  const [row] = await tx
    .select({ last: max(movements.date) })
    .from(movements)
    .where(eq(movements.customerCode, customerCode));
  return row?.last ?? null;
}

export async function insertMovement(tx: Tx, row: typeof movements.$inferInsert): Promise<number> {
  const [saved] = await tx.insert(movements).values(row).returning({ id: movements.id });
  if (!saved) throw new Error('movement insert returned nothing');
  return saved.id;
}

export async function findMovement(tx: Tx, customerCode: string, id: number) {
  const [row] = await tx
    .select({
      movement: movements,
      creditorDescription: creditors.displayName,
      administrationDescription: administrations.description,
      aggregationCode: aggregations.code,
      aggregationDescription: aggregations.description,
    })
    .from(movements)
    .leftJoin(creditors, sameSchool(creditors, movements, eq(creditors.id, movements.creditorId)))
    .leftJoin(
      administrations,
      sameSchool(administrations, movements, eq(administrations.id, movements.administrationId)),
    )
    .leftJoin(aggregations, sameSchool(aggregations, movements, eq(aggregations.id, movements.aggregationId)))
    .where(and(eq(movements.customerCode, customerCode), eq(movements.id, id)));
  return row;
}

export type FoundMovement = NonNullable<Awaited<ReturnType<typeof findMovement>>>;

export async function updateMovement(
  tx: Tx,
  customerCode: string,
  id: number,
  values: Partial<typeof movements.$inferInsert>,
): Promise<void> {
  await tx
    .update(movements)
    .set(values)
    .where(and(eq(movements.customerCode, customerCode), eq(movements.id, id)));
}

export async function deleteMovement(tx: Tx, customerCode: string, id: number): Promise<void> {
  await tx.delete(movements).where(and(eq(movements.customerCode, customerCode), eq(movements.id, id)));
}

async function neighbourDate(tx: Tx, customerCode: string, where: SQL | undefined, order: SQL[]) {
  const [row] = await tx
    .select({ date: movements.date })
    .from(movements)
    .where(and(eq(movements.customerCode, customerCode), where))
    .orderBy(...order)
    .limit(1);
  return row?.date ?? null;
}

/** The dates of the movements just before and just after one, in the registers' order (date, then creation). */
export async function neighbourDates(tx: Tx, customerCode: string, movement: { id: number; date: string }) {
  const before = or(
    sql`${movements.date} < ${movement.date}`,
    and(eq(movements.date, movement.date), sql`${movements.id} < ${movement.id}`),
  );
  const after = or(
    sql`${movements.date} > ${movement.date}`,
    and(eq(movements.date, movement.date), sql`${movements.id} > ${movement.id}`),
  );
  return {
    previousDate: await neighbourDate(tx, customerCode, before, [desc(movements.date), desc(movements.id)]),
    nextDate: await neighbourDate(tx, customerCode, after, [asc(movements.date), asc(movements.id)]),
  };
}

/** Whether the movement holds the last number of its type in its year. */
export async function isLatestOfType(
  tx: Tx,
  customerCode: string,
  movement: { type: number; year: number; number: number },
): Promise<boolean> {
  const [row] = await tx
    .select({ last: sql<number>`max(${movements.number})`.mapWith(Number) })
    .from(movements)
    .where(
      and(
        eq(movements.customerCode, customerCode),
        eq(movements.type, movement.type),
        eq(movements.year, movement.year),
      ),
    );
  return row?.last === movement.number;
}

/**
 * Whether a movement after this one (later date, or the same date and created after) holds one of
 * its assets: what it did to them is what the later one started from.
 */
export async function laterMovementsHold(
  tx: Tx,
  customerCode: string,
  movement: { id: number; date: string },
): Promise<boolean> {
  const rows = await queryRows<{ one: number }>(
    tx,
    sql`select 1 as one from ${movementAssets} mine
      join ${movementAssets} other on other.customer_code = mine.customer_code
        and other.asset_id = mine.asset_id and other.movement_id <> mine.movement_id
      join ${movements} m on m.customer_code = other.customer_code and m.id = other.movement_id
      where mine.customer_code = ${customerCode} and mine.movement_id = ${movement.id}
        and (m.date > ${movement.date} or (m.date = ${movement.date} and m.id > ${movement.id}))
      limit 1`,
  );
  return rows.length > 0;
}
