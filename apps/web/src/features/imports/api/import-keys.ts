import type { ListKind } from '../model/mapping-lists.ts';

/**
 * Query keys of the imports: the school's pending one, an import by id, the report's pages and the
 * temp lists of the mapping and another product's columns (by import, so an import's lists never show under another's).
 */
export const importKeys = {
  all: ['imports'] as const,
  pending: () => ['imports', 'pending'] as const,
  last: (type: number, list: string | null) => ['imports', 'last', type, list] as const,
  one: (id: string) => ['imports', 'one', id] as const,
  tempLists: (importId: string) => ['imports', 'temp', importId] as const,
  columns: (importId: string) => ['imports', 'columns', importId] as const,
  tempList: (importId: string, kind: ListKind) => ['imports', 'temp', importId, kind] as const,
};

/** The `area` of the paged issues of a report: every page's key starts with it. */
export const IMPORT_ISSUES_AREA = 'import-issues';

/** The `area` of the paged overview of every school's imports (`#/imports-detail`, vendor staff). */
export const IMPORT_OVERVIEW_AREA = 'import-overview';
