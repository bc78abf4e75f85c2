import { and, asc, eq, inArray, max } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import {
  assetHistory,
  assets,
  categories,
  creditors,
  financialYears,
  movementAssets,
  movements,
  registers,
  schools,
  subcategories,
} from '../../db/schema/index.ts';

/**
 * Movements of one school are created one after another: the register is chronological and each
 * charge checks the school's last movement date, which a concurrent charge could otherwise change.
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

export async function lastMovementDate(tx: Tx, customerCode: string): Promise<string | null> {
  const [row] = await tx
    .select({ last: max(movements.date) })
    .from(movements)
    .where(eq(movements.customerCode, customerCode));
  return row?.last ?? null;
}

export function subcategoriesWithRegister(tx: Tx, customerCode: string, ids: number[]) {
  return tx
    .select({
      id: subcategories.id,
      registerId: registers.id,
      registerKind: registers.kind,
      hasDurableRegister: registers.hasDurableRegister,
    })
    .from(subcategories)
    .innerJoin(
      categories,
      and(
        eq(categories.customerCode, subcategories.customerCode),
        eq(categories.id, subcategories.categoryId),
      ),
    )
    .innerJoin(
      registers,
      and(eq(registers.customerCode, categories.customerCode), eq(registers.id, categories.registerId)),
    )
    .where(and(eq(subcategories.customerCode, customerCode), inArray(subcategories.id, ids)));
}

export async function creditorExists(tx: Tx, customerCode: string, id: number): Promise<boolean> {
  const rows = await tx
    .select({ id: creditors.id })
    .from(creditors)
    .where(and(eq(creditors.customerCode, customerCode), eq(creditors.id, id)));
  return rows.length > 0;
}

export async function insertMovement(tx: Tx, row: typeof movements.$inferInsert) {
  const [saved] = await tx.insert(movements).values(row).returning({ id: movements.id });
  if (!saved) throw new Error('movement insert returned nothing');
  return saved.id;
}

export async function insertAssets(tx: Tx, rows: (typeof assets.$inferInsert)[]) {
  if (rows.length === 0) return [];
  return tx
    .insert(assets)
    .values(rows)
    .returning({ id: assets.id, historicalPriceCents: assets.historicalPriceCents });
}

export async function insertLines(tx: Tx, rows: (typeof movementAssets.$inferInsert)[]) {
  if (rows.length === 0) return;
  await tx.insert(movementAssets).values(rows);
}

export async function insertHistory(tx: Tx, rows: (typeof assetHistory.$inferInsert)[]) {
  if (rows.length === 0) return;
  await tx.insert(assetHistory).values(rows);
}

export async function findMovement(tx: Tx, customerCode: string, id: number) {
  const [row] = await tx
    .select({ movement: movements, creditorDescription: creditors.displayName })
    .from(movements)
    .leftJoin(
      creditors,
      and(eq(creditors.customerCode, movements.customerCode), eq(creditors.id, movements.creditorId)),
    )
    .where(and(eq(movements.customerCode, customerCode), eq(movements.id, id)));
  return row;
}

/**
 * What proposals, discharges and value vouchers need of the assets they take, the rows locked until
 * the transaction ends (in id order, so two movements never wait on each other).
 */
export function lockAssets(tx: Tx, customerCode: string, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return tx
    .select({
      id: assets.id,
      status: assets.status,
      assetClass: assets.assetClass,
      actualCents: assets.actualPriceCents,
      chargeDate: assets.chargeDate,
    })
    .from(assets)
    .where(and(eq(assets.customerCode, customerCode), inArray(assets.id, [...ids])))
    .orderBy(asc(assets.id))
    .for('update');
}
export type LockedAsset = Awaited<ReturnType<typeof lockAssets>>[number];
