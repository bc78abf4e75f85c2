/** The asset list's query: filters, sorts and the count, tuned with bench/assets.bench.ts. */
import type { AssetSearch } from '@inventario/shared/contracts/assets';
import { and, count, eq, gte, ilike, lte, or, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { assets, locations, registers, sites, subcategories } from '../../db/schema/index.ts';
import { containsPattern } from '../../http/paging.ts';

export const assetSortColumns = {
  inventoryNumber: assets.inventoryNumber,
  durableNumber: assets.durableNumber,
  description: assets.description,
  historicalPrice: assets.historicalPriceCents,
  actualPrice: assets.actualPriceCents,
  chargeDate: assets.chargeDate,
  location: locations.code,
};

export type AssetFilter = Omit<AssetSearch, 'sortBy' | 'sortDesc'> & { customerCode: string; id?: number };

function range(
  column: typeof assets.inventoryNumber | typeof assets.durableNumber,
  bounds: { from?: number | undefined; to?: number | undefined } | undefined,
): SQL[] {
  const parts: SQL[] = [];
  if (bounds?.from) parts.push(gte(column, bounds.from));
  if (bounds?.to) parts.push(lte(column, bounds.to));
  return parts;
}

function conditions(filter: AssetFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [eq(assets.customerCode, filter.customerCode)];
  if (filter.id) parts.push(eq(assets.id, filter.id));
  if (filter.registerId) parts.push(eq(assets.registerId, filter.registerId));
  if (filter.subcategoryId) parts.push(eq(assets.subcategoryId, filter.subcategoryId));
  if (filter.categoryId) parts.push(eq(subcategories.categoryId, filter.categoryId));
  if (filter.locationId) parts.push(eq(assets.locationId, filter.locationId));
  if (filter.siteId) parts.push(eq(locations.siteId, filter.siteId));
  if (filter.status) parts.push(eq(assets.status, filter.status));
  if (filter.assetClass) parts.push(eq(assets.assetClass, filter.assetClass));
  parts.push(
    ...range(assets.inventoryNumber, filter.inventoryNumber),
    ...range(assets.durableNumber, filter.durableNumber),
  );
  if (filter.text?.trim()) {
    const pattern = containsPattern(filter.text);
    parts.push(
      or(
        ilike(assets.description, pattern),
        ilike(assets.serialNumber, pattern),
        ilike(assets.brand, pattern),
        ilike(assets.originalInventoryNumber, pattern),
      ),
    );
  }
  return and(...parts);
}

const joinSubcategory = and(
  eq(subcategories.customerCode, assets.customerCode),
  eq(subcategories.id, assets.subcategoryId),
);
const joinRegister = and(
  eq(registers.customerCode, assets.customerCode),
  eq(registers.id, assets.registerId),
);
const joinLocation = and(
  eq(locations.customerCode, assets.customerCode),
  eq(locations.id, assets.locationId),
);
const joinSite = and(eq(sites.customerCode, locations.customerCode), eq(sites.id, locations.siteId));

export function findAssets(
  tx: Tx,
  filter: AssetFilter,
  order: SQL[],
  window: { limit: number; offset: number },
) {
  return tx
    .select({
      id: assets.id,
      description: assets.description,
      assetClass: assets.assetClass,
      status: assets.status,
      register: { id: registers.id, description: registers.description },
      subcategory: { id: subcategories.id, code: subcategories.code, description: subcategories.description },
      inventoryNumber: assets.inventoryNumber,
      durableNumber: assets.durableNumber,
      originalInventoryNumber: assets.originalInventoryNumber,
      historicalPriceCents: assets.historicalPriceCents,
      actualPriceCents: assets.actualPriceCents,
      chargeDate: assets.chargeDate,
      locationId: locations.id,
      locationCode: locations.code,
      locationDescription: locations.description,
      siteCode: sites.code,
      serialNumber: assets.serialNumber,
      brand: assets.brand,
      universalityId: assets.universalityId,
    })
    .from(assets)
    .innerJoin(subcategories, joinSubcategory)
    .innerJoin(registers, joinRegister)
    .leftJoin(locations, joinLocation)
    .leftJoin(sites, joinSite)
    .where(conditions(filter))
    .orderBy(...order)
    .limit(window.limit)
    .offset(window.offset);
}

/** Counting needs the joins only when a filter reads the joined tables. */
export async function countAssets(tx: Tx, filter: AssetFilter): Promise<number> {
  const query = tx.select({ n: count() }).from(assets);
  const joined =
    filter.categoryId || filter.siteId
      ? query.innerJoin(subcategories, joinSubcategory).leftJoin(locations, joinLocation)
      : query;
  const [row] = await joined.where(conditions(filter));
  return row?.n ?? 0;
}
