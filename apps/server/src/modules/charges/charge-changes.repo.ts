import { ASSET_STATUS } from '@inventario/shared/contracts/assets';
import { INVENTORY_THRESHOLD_CENTS } from '@inventario/shared/domain/assets/threshold';
import { MOVEMENT_TYPE } from '@inventario/shared/domain/movements/movement-types';
import { and, desc, eq, exists, inArray, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { sameSchool } from '../../db/same-school.ts';
import { assetHistory, assets, movementAssets, movements, universalities } from '../../db/schema/index.ts';

/**
 * The school's latest charge in the registers' order (date, then creation): the one whose numbers
 * are the tails of the counters.
 */
export async function latestChargeId(tx: Tx, customerCode: string): Promise<number | null> {
  const [row] = await tx
    .select({ id: movements.id })
    .from(movements)
    .where(and(eq(movements.customerCode, customerCode), eq(movements.type, MOVEMENT_TYPE.charge)))
    .orderBy(desc(movements.date), desc(movements.id))
    .limit(1);
  return row?.id ?? null;
}

const otherLine = alias(movementAssets, 'other_line');

/**
 * True when another movement (a proposal, a discharge, a value voucher) holds one of the charge's
 * assets, or one of them has left the charged state: the charge's legal content is then frozen.
 */
export async function assetsHeldElsewhere(
  tx: Tx,
  customerCode: string,
  movementId: number,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: movementAssets.assetId })
    .from(movementAssets)
    .innerJoin(assets, sameSchool(assets, movementAssets, eq(assets.id, movementAssets.assetId)))
    .where(
      and(
        eq(movementAssets.customerCode, customerCode),
        eq(movementAssets.movementId, movementId),
        or(
          inArray(assets.status, [ASSET_STATUS.inProposal, ASSET_STATUS.discharged]),
          exists(
            tx
              .select({ one: sql`1` })
              .from(otherLine)
              .where(
                sameSchool(
                  otherLine,
                  movementAssets,
                  eq(otherLine.assetId, movementAssets.assetId),
                  ne(otherLine.movementId, movementAssets.movementId),
                ),
              ),
          ),
        ),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** True when the movement holds an asset entered in it (deleting the movement deletes the asset). */
export async function holdsAssetsCreatedDirectly(tx: Tx, customerCode: string, movementId: number) {
  const [row] = await tx
    .select({ id: assets.id })
    .from(movementAssets)
    .innerJoin(assets, sameSchool(assets, movementAssets, eq(assets.id, movementAssets.assetId)))
    .where(
      and(
        eq(movementAssets.customerCode, customerCode),
        eq(movementAssets.movementId, movementId),
        eq(assets.origin, 'charge'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export interface ChargedValues {
  id: number;
  registerId: number;
  assetClass: string;
  inventoryNumber: number | null;
  durableNumber: number | null;
}

/** Existing (waiting) assets join a charge: charged, numbered, in the register of their subcategory. */
export async function chargeExistingAssets(
  tx: Tx,
  customerCode: string,
  charge: { movementId: number; date: string },
  rows: readonly ChargedValues[],
): Promise<void> {
  if (rows.length === 0) return;
  const values = sql.join(
    rows.map(
      (r) =>
        sql`(${r.id}::bigint, ${r.registerId}::bigint, ${r.assetClass}::text, ${r.inventoryNumber}::int, ${r.durableNumber}::int)`,
    ),
    sql`, `,
  );
  await tx.execute(sql`update ${assets} set status = ${ASSET_STATUS.charged},
      register_id = v.register_id, asset_class = v.asset_class,
      inventory_number = v.inventory_number, durable_number = v.durable_number,
      charge_movement_id = ${charge.movementId}, charge_date = ${charge.date}, updated_at = now()
    from (values ${values}) as v(id, register_id, asset_class, inventory_number, durable_number)
    where ${assets.customerCode} = ${customerCode} and ${assets.id} = v.id`);
}

/** New numbers for assets of an edited charge (their old numbers were cleared first). */
export async function setAssetNumbers(
  tx: Tx,
  customerCode: string,
  rows: readonly Omit<ChargedValues, 'registerId' | 'assetClass'>[],
): Promise<void> {
  if (rows.length === 0) return;
  const values = sql.join(
    rows.map((r) => sql`(${r.id}::bigint, ${r.inventoryNumber}::int, ${r.durableNumber}::int)`),
    sql`, `,
  );
  await tx.execute(sql`update ${assets} set inventory_number = v.inventory_number,
      durable_number = v.durable_number, updated_at = now()
    from (values ${values}) as v(id, inventory_number, durable_number)
    where ${assets.customerCode} = ${customerCode} and ${assets.id} = v.id`);
}

/** Clears numbers so that numbering again never meets a number still held (the indexes are unique). */
export async function clearAssetNumbers(tx: Tx, customerCode: string, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(assets)
    .set({ inventoryNumber: null, durableNumber: null })
    .where(and(eq(assets.customerCode, customerCode), inArray(assets.id, [...ids])));
}

/** Assets taken out of a charge wait again, numbers and charge cleared, classed by their own price. */
export async function sendBackToWaiting(tx: Tx, customerCode: string, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(assets)
    .set({
      status: ASSET_STATUS.waiting,
      inventoryNumber: null,
      durableNumber: null,
      chargeMovementId: null,
      chargeDate: null,
      assetClass: sql`case when ${assets.historicalPriceCents} >= ${INVENTORY_THRESHOLD_CENTS} then 'inventory' else 'durable' end`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(assets.customerCode, customerCode), inArray(assets.id, [...ids])));
}

/** Assets entered in a charge leave with it, their history too. */
export async function deleteAssets(tx: Tx, customerCode: string, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .delete(assetHistory)
    .where(and(eq(assetHistory.customerCode, customerCode), inArray(assetHistory.assetId, [...ids])));
  await tx.delete(assets).where(and(eq(assets.customerCode, customerCode), inArray(assets.id, [...ids])));
}

export async function updateAsset(
  tx: Tx,
  customerCode: string,
  id: number,
  values: Partial<typeof assets.$inferInsert>,
): Promise<void> {
  await tx
    .update(assets)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(assets.customerCode, customerCode), eq(assets.id, id)));
}

export async function setChargeDate(tx: Tx, customerCode: string, movementId: number, date: string) {
  await tx
    .update(assets)
    .set({ chargeDate: date })
    .where(and(eq(assets.customerCode, customerCode), eq(assets.chargeMovementId, movementId)));
}

export async function setUniversalityCharge(
  tx: Tx,
  customerCode: string,
  id: number,
  charge: { registerId: number | null; inventoryNumber: number | null; chargeMovementId: number | null },
): Promise<void> {
  await tx
    .update(universalities)
    .set({ ...charge, updatedAt: sql`now()` })
    .where(and(eq(universalities.customerCode, customerCode), eq(universalities.id, id)));
}
