import type { AssetSearch, AssetSummary } from '@inventario/shared/contracts/assets';
import { centsToEuros } from '@inventario/shared/format/currency';
import type { Db, Tx } from '../../db/client.ts';
import { read } from '../../db/unit-of-work.ts';
import { AppError } from '../../http/app-error.ts';
import { orderOf, pageWindow } from '../../http/paging.ts';
import type { RequestContext } from '../../http/request-context.ts';
import * as searchRepo from './asset-search.repo.ts';
import * as repo from './assets.repo.ts';

type Row = Awaited<ReturnType<typeof searchRepo.findAssets>>[number];

function toSummary(row: Row): AssetSummary {
  const {
    historicalPriceCents,
    actualPriceCents,
    locationId,
    locationCode,
    locationDescription,
    siteCode,
    ...rest
  } = row;
  return {
    ...rest,
    assetClass: rest.assetClass as AssetSummary['assetClass'],
    historicalPrice: centsToEuros(historicalPriceCents),
    actualPrice: centsToEuros(actualPriceCents),
    location:
      locationId === null
        ? null
        : {
            id: locationId,
            code: locationCode ?? '',
            description: locationDescription ?? '',
            siteCode: siteCode ?? '',
          },
  };
}

/** The asset list: by register and inventory number unless sorted otherwise. */
export function searchAssets(
  db: Db,
  context: RequestContext,
  page: { page: number; size: number },
  search: AssetSearch,
) {
  const { sortBy, sortDesc, ...filters } = search;
  const filter = { ...filters, customerCode: context.customerCode };
  const order = orderOf(searchRepo.assetSortColumns, { sortBy, sortDesc }, 'inventoryNumber', [
    searchRepo.assetSortColumns.durableNumber,
    searchRepo.assetSortColumns.description,
  ]);
  return read(db, context, async (tx) => ({
    assets: (await searchRepo.findAssets(tx, filter, order, pageWindow(page.page, page.size))).map(toSummary),
    total: await searchRepo.countAssets(tx, filter),
  }));
}

export async function getAsset(db: Db, context: RequestContext, id: number): Promise<AssetSummary> {
  const [row] = await read(db, context, (tx) =>
    searchRepo.findAssets(tx, { customerCode: context.customerCode, id }, [], { limit: 1, offset: 0 }),
  );
  if (!row) throw new AppError('notFound', 'No such asset');
  return toSummary(row);
}

/** Every movement and change of an asset, oldest first (`GET /movement/history/fromAsset/{id}`). */
export async function assetHistory(db: Db, context: RequestContext, id: number) {
  await getAsset(db, context, id);
  const rows = await read(db, context, (tx) => repo.findHistory(tx, context.customerCode, id));
  return rows.map((r) => ({
    at: r.at.toISOString(),
    actor: r.actor,
    action: r.action,
    changes: r.changes ?? null,
    movement:
      r.movementId === null
        ? null
        : {
            id: r.movementId,
            type: r.movementType ?? 0,
            year: r.movementYear ?? 0,
            number: r.movementNumber ?? 0,
            date: r.movementDate ?? '',
          },
  }));
}

/** What a location holds, for the placement area's deactivation rule, inside its transaction. */
export function holdingsOfLocation(tx: Tx, customerCode: string, locationId: number) {
  return repo.locationHoldings(tx, customerCode, locationId);
}
