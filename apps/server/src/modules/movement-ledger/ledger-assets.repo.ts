import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { sameSchool } from '../../db/same-school.ts';
import { assetHistory, assets, movementAssets, movements } from '../../db/schema/index.ts';

/** Queries of a movement's lines, of the assets they take and of the assets' history, whatever the kind. */

export async function insertLines(tx: Tx, rows: (typeof movementAssets.$inferInsert)[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(movementAssets).values(rows);
}

export async function deleteLines(tx: Tx, customerCode: string, movementId: number): Promise<void> {
  await tx
    .delete(movementAssets)
    .where(and(eq(movementAssets.customerCode, customerCode), eq(movementAssets.movementId, movementId)));
}

/** A movement's lines in order, with their asset's status and current actual value. */
export function linesWithAssets(tx: Tx, customerCode: string, movementId: number) {
  return tx
    .select({
      assetId: movementAssets.assetId,
      valueCents: movementAssets.valueCents,
      status: assets.status,
      actualCents: assets.actualPriceCents,
      description: assets.description,
      inventoryNumber: assets.inventoryNumber,
      durableNumber: assets.durableNumber,
    })
    .from(movementAssets)
    .innerJoin(assets, sameSchool(assets, movementAssets, eq(assets.id, movementAssets.assetId)))
    .where(and(eq(movementAssets.customerCode, customerCode), eq(movementAssets.movementId, movementId)))
    .orderBy(asc(movementAssets.position));
}

export type LineWithAsset = Awaited<ReturnType<typeof linesWithAssets>>[number];

export async function insertHistory(tx: Tx, rows: (typeof assetHistory.$inferInsert)[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(assetHistory).values(rows);
}

/**
 * What a movement needs of the assets it takes, the rows locked until the transaction ends (in id
 * order, so two movements never wait on each other).
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

/** Assets move to a status (in a proposal, discharged, charged again). */
export async function setAssetStatus(
  tx: Tx,
  customerCode: string,
  ids: readonly number[],
  status: number,
): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(assets)
    .set({ status, updatedAt: sql`now()` })
    .where(and(eq(assets.customerCode, customerCode), inArray(assets.id, [...ids])));
}

/**
 * The assets among `assetIds` that a movement after `movement` (later date, or the same date and
 * created after) holds: they cannot join it, the registers being chronological.
 */
export async function assetsHeldLater(
  tx: Tx,
  customerCode: string,
  movement: { id: number; date: string },
  assetIds: readonly number[],
): Promise<number[]> {
  if (assetIds.length === 0) return [];
  const rows = await tx
    .selectDistinct({ assetId: movementAssets.assetId })
    .from(movementAssets)
    .innerJoin(movements, sameSchool(movements, movementAssets, eq(movements.id, movementAssets.movementId)))
    .where(
      and(
        eq(movementAssets.customerCode, customerCode),
        inArray(movementAssets.assetId, [...assetIds]),
        ne(movementAssets.movementId, movement.id),
        sql`(${movements.date} > ${movement.date} or (${movements.date} = ${movement.date} and ${movements.id} > ${movement.id}))`,
      ),
    );
  return rows.map((r) => r.assetId).sort((a, b) => a - b);
}
