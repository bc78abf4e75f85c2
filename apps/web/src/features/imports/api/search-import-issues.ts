import { importIssuePageSchema, importPaths } from '@inventario/shared/contracts/imports';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { fillPath } from '@/lib/api/path.ts';

export type IssueSeverity = 'error' | 'warning';

/**
 * `GET /import/{id}/issues/{page}/{size}?severity=`: a page of the report, errors first. `page` counts
 * from 0 as the grid's do; the API's pages, as all its lists', count from 1.
 */
export function searchImportIssues(
  api: ApiClient,
  id: string,
  page: number,
  size: number,
  severity: IssueSeverity | undefined,
) {
  return api.get(fillPath(importPaths.issues, { id, page: page + 1, size }), {
    query: { severity },
    parser: importIssuePageSchema,
  });
}
