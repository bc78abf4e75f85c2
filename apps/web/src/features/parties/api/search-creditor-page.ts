import {
  type CreditorPagedSearch,
  creditorPageSchema,
  creditorPaths,
} from '@inventario/shared/contracts/parties';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { fillPath } from '@/lib/api/path.ts';

/**
 * `POST /creditor/search/{page}/{size}` (page from 1): a page of creditors matching a name, VAT number
 * or fiscal code, optionally of one kind, with the total.
 */
export function searchCreditorPage(api: ApiClient, page: number, size: number, search: CreditorPagedSearch) {
  return api.post(fillPath(creditorPaths.pagedSearch, { page, size }), search, {
    parser: creditorPageSchema,
  });
}
