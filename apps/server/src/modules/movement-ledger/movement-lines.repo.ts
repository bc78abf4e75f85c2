import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { sameSchool } from '../../db/same-school.ts';
import { assets, locations, movementAssets, registers, subcategories } from '../../db/schema/index.ts';

/** The sortable columns of a movement's asset lines (`movementAssetSortKeys`). */
export const movementLineSortColumns = {
  position: movementAssets.position,
  inventoryNumber: assets.inventoryNumber,
  durableNumber: assets.durableNumber,
  description: assets.description,
  value: movementAssets.valueCents,
};

const lineColumns = {
  id: assets.id,
  description: assets.description,
  assetClass: assets.assetClass,
  register: { id: registers.id, description: registers.description, kind: registers.kind },
  subcategory: { id: subcategories.id, code: subcategories.code, description: subcategories.description },
  inventoryNumber: assets.inventoryNumber,
  durableNumber: assets.durableNumber,
  historicalPriceCents: assets.historicalPriceCents,
  actualPriceCents: assets.actualPriceCents,
  valueCents: movementAssets.valueCents,
  variationCents: movementAssets.variationCents,
  locationId: locations.id,
  locationCode: locations.code,
  locationDescription: locations.description,
  status: assets.status,
  quantity: assets.quantity,
  purchaseDate: assets.purchaseDate,
  originalInventoryNumber: assets.originalInventoryNumber,
  originalPriceCents: assets.originalPriceCents,
  barcode: assets.barcode,
  serialNumber: assets.serialNumber,
  brand: assets.brand,
  chassis: assets.chassis,
  licensePlate: assets.licensePlate,
  editor: assets.editor,
  author: assets.author,
  notes: assets.notes,
  origin: assets.origin,
  universalityId: assets.universalityId,
};

function ofMovement(customerCode: string, movementId: number) {
  return and(eq(movementAssets.customerCode, customerCode), eq(movementAssets.movementId, movementId));
}

/** A movement's asset lines with their register, subcategory and place; by position unless sorted. */
export function findMovementLines(
  tx: Tx,
  customerCode: string,
  movementId: number,
  order: SQL[] = [asc(movementAssets.position)],
  window?: { limit: number; offset: number },
) {
  const query = tx
    .select(lineColumns)
    .from(movementAssets)
    .innerJoin(assets, sameSchool(assets, movementAssets, eq(assets.id, movementAssets.assetId)))
    .innerJoin(registers, sameSchool(registers, assets, eq(registers.id, assets.registerId)))
    .innerJoin(subcategories, sameSchool(subcategories, assets, eq(subcategories.id, assets.subcategoryId)))
    .leftJoin(locations, sameSchool(locations, assets, eq(locations.id, assets.locationId)))
    .where(ofMovement(customerCode, movementId))
    .orderBy(...order)
    .$dynamic();
  return window ? query.limit(window.limit).offset(window.offset) : query;
}

export type MovementLineRow = Awaited<ReturnType<typeof findMovementLines>>[number];

export async function countMovementLines(tx: Tx, customerCode: string, movementId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(movementAssets)
    .where(ofMovement(customerCode, movementId));
  return row?.n ?? 0;
}
