import type { Aggregation } from '@inventario/shared/contracts/catalogue';

/** The sortable columns of the aggregation list; the list endpoint is small and unpaged. */
export const aggregationSortKeys = { code: 'code', description: 'description' } as const;

export interface AggregationPageRequest {
  text: string;
  page: number;
  size: number;
  sortBy?: string | undefined;
  sortDesc?: boolean | undefined;
}

/**
 * One page of the aggregations, cut from the whole list: a school has a dozen Model K lines, so the
 * list comes in one call and is filtered, sorted and paged here, in the same grid as the paged lists.
 */
export function pageOfAggregations(all: readonly Aggregation[], request: AggregationPageRequest) {
  const wanted = request.text.trim().toLowerCase();
  const matching = all.filter(
    (aggregation) =>
      !wanted ||
      aggregation.code.toLowerCase().includes(wanted) ||
      aggregation.description.toLowerCase().includes(wanted),
  );
  const key = request.sortBy === 'description' ? 'description' : 'code';
  const direction = request.sortDesc ? -1 : 1;
  const sorted = [...matching].sort(
    (a, b) => direction * a[key].localeCompare(b[key], 'it', { numeric: true, sensitivity: 'base' }),
  );
  const start = (request.page - 1) * request.size;
  return { rows: sorted.slice(start, start + request.size), total: sorted.length };
}
