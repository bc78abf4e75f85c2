/** Query keys of the imports: the school's pending one, an import by id, and the report's pages. */
export const importKeys = {
  all: ['imports'] as const,
  pending: () => ['imports', 'pending'] as const,
  one: (id: string) => ['imports', 'one', id] as const,
};

/** The `area` of the paged issues of a report: every page's key starts with it. */
export const IMPORT_ISSUES_AREA = 'import-issues';
