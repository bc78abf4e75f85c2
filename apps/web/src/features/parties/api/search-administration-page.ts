import {
  type AdministrationPagedSearch,
  administrationPageSchema,
  administrationPaths,
} from '@inventario/shared/contracts/parties';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { fillPath } from '@/lib/api/path.ts';

/** `POST /administration/search/{page}/{size}` (page from 1): a page of administrations by description. */
export function searchAdministrationPage(
  api: ApiClient,
  page: number,
  size: number,
  search: AdministrationPagedSearch,
) {
  return api.post(fillPath(administrationPaths.pagedSearch, { page, size }), search, {
    parser: administrationPageSchema,
  });
}
