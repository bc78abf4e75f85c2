import { type DebtorPagedSearch, debtorPageSchema, debtorPaths } from '@inventario/shared/contracts/parties';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { fillPath } from '@/lib/api/path.ts';

/** `POST /debtor/search/{page}/{size}` (page from 1): a page of debtors matching a text, with the total. */
export function searchDebtorPage(api: ApiClient, page: number, size: number, search: DebtorPagedSearch) {
  return api.post(fillPath(debtorPaths.pagedSearch, { page, size }), search, { parser: debtorPageSchema });
}
