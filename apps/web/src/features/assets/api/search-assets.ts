import {
  type AssetSearch,
  type AssetSummary,
  assetPageSchema,
  assetPaths,
} from '@inventario/shared/contracts/assets';
import type { PageRequest, PageResult } from '@/components/data/use-paged-search.ts';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { fillPath } from '@/lib/api/path.ts';

/** Asset filters without the sort, which the paged search adds. */
export type AssetFilters = Omit<AssetSearch, 'sortBy' | 'sortDesc'>;

/**
 * `POST /asset/search/{page}/{size}` (page from 1): a page of the school's assets (by register and
 * inventory number unless sorted otherwise) and the total that matches the filters.
 */
export async function searchAssets(
  api: ApiClient,
  request: PageRequest<AssetFilters>,
): Promise<PageResult<AssetSummary>> {
  const { filters, page, size, sortBy, sortDesc } = request;
  const answer = await api.post(
    fillPath(assetPaths.search, { page, size }),
    { ...filters, sortBy, sortDesc },
    { parser: assetPageSchema },
  );
  return { rows: answer.assets, total: answer.total };
}
