import type { GridSortModel } from '@mui/x-data-grid';

/** The sort of a paged search as the API takes it (contracts/common `sortSchema`). */
export interface SortRequest {
  sortBy?: string;
  sortDesc?: boolean;
}

/** Column field → the API's `sortBy` key; columns left out are not sortable. */
export type SortKeys = Readonly<Record<string, string>>;

/** The grid's sort (one column at most: the free grid sorts by one) → `{ sortBy, sortDesc }`. */
export function toSortRequest(model: GridSortModel, sortKeys: SortKeys): SortRequest {
  const [first] = model;
  const sortBy = first?.sort ? sortKeys[first.field] : undefined;
  if (!first?.sort || !sortBy) return {};
  return { sortBy, sortDesc: first.sort === 'desc' };
}

/** `{ sortBy, sortDesc }` → the grid's sort, so the header arrow shows the sort the server applies. */
export function toSortModel(sort: SortRequest, sortKeys: SortKeys): GridSortModel {
  if (!sort.sortBy) return [];
  const field = Object.keys(sortKeys).find((key) => sortKeys[key] === sort.sortBy);
  return field ? [{ field, sort: sort.sortDesc ? 'desc' : 'asc' }] : [];
}
