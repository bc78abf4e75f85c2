import {
  type ImportOverviewFilter,
  importOverviewPageSchema,
  importOverviewPaths,
} from '@inventario/shared/contracts/imports';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { fillPath } from '@/lib/api/path.ts';

/**
 * `POST /import/overview/search/{page}/{size}` (page from 1; vendor staff only): every school's
 * imports, newest first, with the filters as the body, and their total.
 */
export function searchImportOverview(
  api: ApiClient,
  page: number,
  size: number,
  filter: ImportOverviewFilter,
) {
  return api.post(fillPath(importOverviewPaths.search, { page, size }), filter, {
    parser: importOverviewPageSchema,
  });
}
