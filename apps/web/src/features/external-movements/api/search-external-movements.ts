import {
  type ExternalMovementSearch,
  externalMovementPageSchema,
  externalMovementPaths,
} from '@inventario/shared/contracts/external-movements';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { fillPath } from '@/lib/api/path.ts';

/** `POST /movement/external/search/{page}/{size}` (page from 1): a page of external movements and the total. */
export function searchExternalMovements(
  api: ApiClient,
  page: number,
  size: number,
  search: ExternalMovementSearch,
) {
  return api.post(fillPath(externalMovementPaths.search, { page, size }), search, {
    parser: externalMovementPageSchema,
  });
}
