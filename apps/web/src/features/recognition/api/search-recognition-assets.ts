import {
  type RecognitionAssetSearch,
  recognitionAssetPageSchema,
  recognitionPaths,
} from '@inventario/shared/contracts/recognition';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { fillPath } from '@/lib/api/path.ts';

/** `POST /recognition/{id}/assets/search/{page}/{size}`: the goods counted, by status, location and text. */
export function searchRecognitionAssets(
  api: ApiClient,
  id: number,
  page: number,
  size: number,
  search: RecognitionAssetSearch,
) {
  return api.post(fillPath(recognitionPaths.assetsSearch, { id, page, size }), search, {
    parser: recognitionAssetPageSchema,
  });
}
