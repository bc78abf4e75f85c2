import { mergeAssetPageSchema, mergePaths } from '@inventario/shared/contracts/merges';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { fillPath } from '@/lib/api/path.ts';

/**
 * `POST /merge/{x}/seller/assets/search/{page}/{size}` with the chosen sites: a page of the goods the
 * merge discharge would take, with their count and total value. `page` as the grids send it (from 1).
 */
export function searchSellerAssets(
  api: ApiClient,
  mergeId: number,
  siteIds: readonly number[],
  page: number,
  size: number,
) {
  return api.post(
    fillPath(mergePaths.sellerAssets, { x: mergeId, page, size }),
    { siteIds: [...siteIds] },
    { parser: mergeAssetPageSchema },
  );
}
