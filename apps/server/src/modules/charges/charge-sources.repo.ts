import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { sameSchool } from '../../db/same-school.ts';
import {
  assets,
  categories,
  locations,
  registers,
  subcategories,
  universalities,
} from '../../db/schema/index.ts';

/**
 * The assets a charge takes in or already holds, with the register their subcategory belongs to (the
 * register an asset is numbered in), locked so that nobody edits, deletes or moves them into a
 * universality while the charge decides about them.
 */
const assetColumns = {
  id: assets.id,
  description: assets.description,
  registerId: assets.registerId,
  subcategoryId: assets.subcategoryId,
  assetClass: assets.assetClass,
  inventoryNumber: assets.inventoryNumber,
  durableNumber: assets.durableNumber,
  originalInventoryNumber: assets.originalInventoryNumber,
  originalPriceCents: assets.originalPriceCents,
  barcode: assets.barcode,
  historicalPriceCents: assets.historicalPriceCents,
  actualPriceCents: assets.actualPriceCents,
  quantity: assets.quantity,
  purchaseDate: assets.purchaseDate,
  chargeDate: assets.chargeDate,
  locationId: assets.locationId,
  serialNumber: assets.serialNumber,
  brand: assets.brand,
  chassis: assets.chassis,
  licensePlate: assets.licensePlate,
  editor: assets.editor,
  author: assets.author,
  notes: assets.notes,
  status: assets.status,
  chargeMovementId: assets.chargeMovementId,
  universalityId: assets.universalityId,
  origin: assets.origin,
};

function lockedAssetsWhere(tx: Tx, where: SQL | undefined) {
  return tx
    .select({
      asset: assetColumns,
      registerId: registers.id,
      registerKind: registers.kind,
      hasDurableRegister: registers.hasDurableRegister,
    })
    .from(assets)
    .innerJoin(subcategories, sameSchool(subcategories, assets, eq(subcategories.id, assets.subcategoryId)))
    .innerJoin(categories, sameSchool(categories, subcategories, eq(categories.id, subcategories.categoryId)))
    .innerJoin(registers, sameSchool(registers, categories, eq(registers.id, categories.registerId)))
    .where(where)
    .orderBy(asc(assets.id))
    .for('update', { of: assets });
}

export type SourceAsset = Awaited<ReturnType<typeof lockedAssetsWhere>>[number];

export function lockAssets(tx: Tx, customerCode: string, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return lockedAssetsWhere(tx, and(eq(assets.customerCode, customerCode), inArray(assets.id, [...ids])));
}

export function lockComponents(tx: Tx, customerCode: string, universalityId: number) {
  return lockedAssetsWhere(
    tx,
    and(eq(assets.customerCode, customerCode), eq(assets.universalityId, universalityId)),
  );
}

export function lockChargeAssets(tx: Tx, customerCode: string, movementId: number) {
  return lockedAssetsWhere(
    tx,
    and(eq(assets.customerCode, customerCode), eq(assets.chargeMovementId, movementId)),
  );
}

/** Locking the universality row queues anybody adding or removing its components meanwhile. */
export async function lockUniversality(tx: Tx, customerCode: string, id: number) {
  const [row] = await tx
    .select()
    .from(universalities)
    .where(and(eq(universalities.customerCode, customerCode), eq(universalities.id, id)))
    .for('update');
  return row;
}

export async function lockUniversalityChargedBy(tx: Tx, customerCode: string, movementId: number) {
  const [row] = await tx
    .select()
    .from(universalities)
    .where(
      and(eq(universalities.customerCode, customerCode), eq(universalities.chargeMovementId, movementId)),
    )
    .for('update');
  return row;
}

/** Each asked location's active flag; a location of another school is simply absent. */
export async function locationStates(
  tx: Tx,
  customerCode: string,
  ids: readonly number[],
): Promise<Map<number, boolean>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: locations.id, active: locations.active })
    .from(locations)
    .where(and(eq(locations.customerCode, customerCode), inArray(locations.id, [...ids])));
  return new Map(rows.map((r) => [r.id, r.active]));
}
