import { ASSET_STATUS } from '@inventario/shared/contracts/assets';
import { and, asc, count, eq, exists, inArray, ne, notInArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { sameSchool } from '../../db/same-school.ts';
import {
  assetHistory,
  assets,
  categories,
  locations,
  movementAssets,
  movements,
  registers,
  sites,
  subcategories,
  universalities,
} from '../../db/schema/index.ts';
import { proposalStatus } from './asset-search.repo.ts';

export type AssetRow = typeof assets.$inferSelect;

export function findHistory(tx: Tx, customerCode: string, assetId: number) {
  return tx
    .select({
      at: assetHistory.at,
      actor: assetHistory.actorUsername,
      action: assetHistory.action,
      changes: assetHistory.changes,
      movementId: movements.id,
      movementType: movements.type,
      movementYear: movements.year,
      movementNumber: movements.number,
      movementDate: movements.date,
    })
    .from(assetHistory)
    .leftJoin(movements, sameSchool(movements, assetHistory, eq(movements.id, assetHistory.movementId)))
    .where(and(eq(assetHistory.customerCode, customerCode), eq(assetHistory.assetId, assetId)))
    .orderBy(asc(assetHistory.at), asc(assetHistory.id));
}

/** How many assets of a location wait to be charged, and how many are charged and not discharged. */
export async function locationHoldings(tx: Tx, customerCode: string, locationId: number) {
  const rows = await tx
    .select({ status: assets.status, n: count() })
    .from(assets)
    .where(and(eq(assets.customerCode, customerCode), eq(assets.locationId, locationId)))
    .groupBy(assets.status);
  const of = (status: number) => rows.find((r) => r.status === status)?.n ?? 0;
  return {
    waitingAssets: of(ASSET_STATUS.waiting),
    undischargedAssets: of(ASSET_STATUS.charged) + of(ASSET_STATUS.inProposal),
  };
}

const chargeMovement = alias(movements, 'charge_movement');
const laterLine = alias(movementAssets, 'later_line');

/** The asset's whole record with its catalogue, place, universality and charge. */
export async function findAssetDetail(tx: Tx, customerCode: string, id: number) {
  const [row] = await tx
    .select({
      asset: assets,
      register: { id: registers.id, description: registers.description, kind: registers.kind },
      proposalStatus: sql<number | null>`${proposalStatus(customerCode)}`.mapWith(Number),
      subcategory: { id: subcategories.id, code: subcategories.code, description: subcategories.description },
      category: { id: categories.id, code: categories.code, description: categories.description },
      locationCode: locations.code,
      locationDescription: locations.description,
      siteCode: sites.code,
      universalityDescription: universalities.description,
      chargeYear: chargeMovement.year,
      chargeNumber: chargeMovement.number,
      chargeDate: chargeMovement.date,
      inLaterMovements: exists(
        tx
          .select({ one: sql`1` })
          .from(laterLine)
          .where(
            sameSchool(
              laterLine,
              assets,
              eq(laterLine.assetId, assets.id),
              or(sql`${assets.chargeMovementId} is null`, ne(laterLine.movementId, assets.chargeMovementId)),
            ),
          ),
      ).mapWith(Boolean),
    })
    .from(assets)
    .innerJoin(subcategories, sameSchool(subcategories, assets, eq(subcategories.id, assets.subcategoryId)))
    .innerJoin(categories, sameSchool(categories, subcategories, eq(categories.id, subcategories.categoryId)))
    .innerJoin(registers, sameSchool(registers, assets, eq(registers.id, assets.registerId)))
    .leftJoin(locations, sameSchool(locations, assets, eq(locations.id, assets.locationId)))
    .leftJoin(sites, sameSchool(sites, locations, eq(sites.id, locations.siteId)))
    .leftJoin(
      universalities,
      sameSchool(universalities, assets, eq(universalities.id, assets.universalityId)),
    )
    .leftJoin(
      chargeMovement,
      sameSchool(chargeMovement, assets, eq(chargeMovement.id, assets.chargeMovementId)),
    )
    .where(and(eq(assets.customerCode, customerCode), eq(assets.id, id)));
  return row;
}

export type AssetDetailRow = NonNullable<Awaited<ReturnType<typeof findAssetDetail>>>;

/** The assets about to change, locked so that concurrent edits and charges queue. */
export function lockAssets(tx: Tx, customerCode: string, ids: readonly number[]): Promise<AssetRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return tx
    .select()
    .from(assets)
    .where(and(eq(assets.customerCode, customerCode), inArray(assets.id, [...ids])))
    .orderBy(asc(assets.id))
    .for('update');
}

export async function lockAsset(tx: Tx, customerCode: string, id: number): Promise<AssetRow | undefined> {
  const [row] = await lockAssets(tx, customerCode, [id]);
  return row;
}

/** The universality an asset is in, read before locking anything (`undefined`: no such asset). */
export async function universalityIdOf(tx: Tx, customerCode: string, id: number) {
  const [row] = await tx
    .select({ universalityId: assets.universalityId })
    .from(assets)
    .where(and(eq(assets.customerCode, customerCode), eq(assets.id, id)));
  return row?.universalityId;
}

export async function findLocation(tx: Tx, customerCode: string, id: number) {
  const [row] = await tx
    .select({ id: locations.id, active: locations.active })
    .from(locations)
    .where(and(eq(locations.customerCode, customerCode), eq(locations.id, id)));
  return row;
}

/** A subcategory with the register its category belongs to. */
export async function findSubcategory(tx: Tx, customerCode: string, id: number) {
  const [row] = await tx
    .select({ id: subcategories.id, registerId: categories.registerId })
    .from(subcategories)
    .innerJoin(categories, sameSchool(categories, subcategories, eq(categories.id, subcategories.categoryId)))
    .where(and(eq(subcategories.customerCode, customerCode), eq(subcategories.id, id)));
  return row;
}

/** A universality, locked so that components join and leave it one request at a time. */
export async function lockUniversality(tx: Tx, customerCode: string, id: number) {
  const [row] = await tx
    .select({
      id: universalities.id,
      imported: universalities.imported,
      chargeMovementId: universalities.chargeMovementId,
    })
    .from(universalities)
    .where(and(eq(universalities.customerCode, customerCode), eq(universalities.id, id)))
    .for('update');
  return row && { id: row.id, imported: row.imported, charged: row.chargeMovementId !== null };
}

/** The registers of a universality's components, leaving out the assets about to change. */
export async function componentRegisterIds(
  tx: Tx,
  customerCode: string,
  universalityId: number,
  except: readonly number[] = [],
): Promise<number[]> {
  const rows = await tx
    .selectDistinct({ registerId: assets.registerId })
    .from(assets)
    .where(
      and(
        eq(assets.customerCode, customerCode),
        eq(assets.universalityId, universalityId),
        except.length > 0 ? notInArray(assets.id, [...except]) : undefined,
      ),
    );
  return rows.map((r) => r.registerId);
}

export async function insertAsset(tx: Tx, row: typeof assets.$inferInsert): Promise<number> {
  const [saved] = await tx.insert(assets).values(row).returning({ id: assets.id });
  if (!saved) throw new Error('asset insert returned nothing');
  return saved.id;
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

/** The same values on many assets (subcategory or location change). */
export async function updateAssets(
  tx: Tx,
  customerCode: string,
  ids: readonly number[],
  values: Partial<typeof assets.$inferInsert>,
): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(assets)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(assets.customerCode, customerCode), inArray(assets.id, [...ids])));
}

export async function deleteAsset(tx: Tx, customerCode: string, id: number): Promise<void> {
  await tx
    .delete(assetHistory)
    .where(and(eq(assetHistory.customerCode, customerCode), eq(assetHistory.assetId, id)));
  await tx.delete(assets).where(and(eq(assets.customerCode, customerCode), eq(assets.id, id)));
}

export async function insertHistory(tx: Tx, rows: (typeof assetHistory.$inferInsert)[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(assetHistory).values(rows);
}
