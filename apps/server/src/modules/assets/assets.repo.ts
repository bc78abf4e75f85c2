import { ASSET_STATUS } from '@inventario/shared/contracts/assets';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { assetHistory, assets, movements } from '../../db/schema/index.ts';

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
    .leftJoin(
      movements,
      and(eq(movements.customerCode, assetHistory.customerCode), eq(movements.id, assetHistory.movementId)),
    )
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
