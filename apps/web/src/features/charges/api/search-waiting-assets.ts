import {
  ASSET_STATUS,
  type AssetSearch,
  assetPageSchema,
  assetPaths,
} from '@inventario/shared/contracts/assets';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { fillPath } from '@/lib/api/path.ts';

/** `POST /asset/search/{page}/{size}` with status waiting: the assets recorded but not charged yet. */
export function searchWaitingAssets(
  api: ApiClient,
  page: number,
  size: number,
  search: Omit<AssetSearch, 'status'>,
) {
  return api.post(
    fillPath(assetPaths.search, { page, size }),
    { ...search, status: ASSET_STATUS.waiting },
    { parser: assetPageSchema },
  );
}
