import {
  type MovementSearch,
  movementPageSchema,
  movementPaths,
} from '@inventario/shared/contracts/movements';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { fillPath } from '@/lib/api/path.ts';

/** `POST /movement/search/{page}/{size}` (page from 1): a page of vouchers matching the filters, with the total. */
export function searchMovements(api: ApiClient, page: number, size: number, search: MovementSearch) {
  return api.post(fillPath(movementPaths.search, { page, size }), search, { parser: movementPageSchema });
}
