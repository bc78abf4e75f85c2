import type { GridPaginationModel } from '@mui/x-data-grid';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ApiClient } from '@/lib/api/api-client.ts';
import type { SortRequest } from './grid-sort.ts';
import { DEFAULT_PAGE_SIZE, lastPageIndex, toApiPage } from './paging.ts';

/** What a paged search fetcher receives: the filters, the 1-based page and size, and the sort. */
export interface PageRequest<F> extends SortRequest {
  filters: F;
  page: number;
  size: number;
}

export interface PageResult<R> {
  rows: R[];
  total: number;
}

/**
 * A paged search that a shared component runs on behalf of a feature, which hands it over as a prop
 * (the component may not import the feature): the key's root and the page fetcher.
 */
export interface PagedSearchSource<F, R> {
  area: string;
  fetchPage: (api: ApiClient, request: PageRequest<F>) => Promise<PageResult<R>>;
}

export interface PagedSearchOptions<F, R> {
  /** First element of the query key: the area, so mutations can invalidate every page at once. */
  area: string;
  /** The applied filters; a change goes back to the first page. */
  filters: F;
  fetchPage: (request: PageRequest<F>) => Promise<PageResult<R>>;
  defaultSort?: SortRequest;
  defaultPageSize?: number;
  enabled?: boolean;
}

/** The props of `ServerDataGrid` that come from the search (spread them: `<ServerDataGrid {...search.gridProps} />`). */
export interface PagedGridProps<R> {
  rows: readonly R[];
  total: number;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  paginationModel: GridPaginationModel;
  onPaginationModelChange: (model: GridPaginationModel) => void;
  sort: SortRequest;
  onSortChange: (sort: SortRequest) => void;
}

/**
 * A server-paged search in TanStack Query: key `[area, filters, page, size, sort]`, the previous page
 * kept on screen while the next one loads, back to the first page when the filters or the sort change.
 */
export function usePagedSearch<F, R>(options: PagedSearchOptions<F, R>) {
  const { area, filters, fetchPage, enabled = true } = options;
  const [paging, setPaging] = useState<GridPaginationModel>({
    page: 0,
    pageSize: options.defaultPageSize ?? DEFAULT_PAGE_SIZE,
  });
  const [sort, setSort] = useState<SortRequest>(options.defaultSort ?? {});
  const filtersKey = JSON.stringify(filters);
  const [pagedFilters, setPagedFilters] = useState(filtersKey);
  if (pagedFilters !== filtersKey) {
    // New filters: adjust the page during render, so the old page number is never fetched with them.
    setPagedFilters(filtersKey);
    setPaging((current) => ({ ...current, page: 0 }));
  }

  const { page, size } = toApiPage(paging);
  const query = useQuery({
    queryKey: [area, filters, page, size, sort],
    queryFn: () => fetchPage({ filters, page, size, ...sort }),
    placeholderData: keepPreviousData,
    enabled,
  });

  const total = query.data?.total ?? 0;
  const pageIsPastTheEnd =
    query.isSuccess && !query.isPlaceholderData && paging.page > lastPageIndex(total, size);
  useEffect(() => {
    // A deletion emptied the last page: show the new last page rather than an empty grid.
    if (pageIsPastTheEnd)
      setPaging((current) => ({ ...current, page: lastPageIndex(total, current.pageSize) }));
  }, [pageIsPastTheEnd, total]);

  const changeSort = (next: SortRequest) => {
    setSort(next);
    setPaging((current) => ({ ...current, page: 0 }));
  };

  const gridProps: PagedGridProps<R> = {
    rows: query.data?.rows ?? [],
    total,
    loading: query.isFetching,
    error: query.error,
    onRetry: () => void query.refetch(),
    paginationModel: paging,
    onPaginationModelChange: setPaging,
    sort,
    onSortChange: changeSort,
  };
  return { query, gridProps, rows: gridProps.rows, total, paging, sort };
}
