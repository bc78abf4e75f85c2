import { financialYearPaths, yearPageSchema } from '@inventario/shared/contracts/financial-years';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { fillPath } from '@/lib/api/path.ts';
import { financialYearKeys } from './financial-year-keys.ts';

/** The spec's sort: by `fy.year`, newest first. */
export const YEAR_SORT = { sortBy: 'fy.year', sortDesc: true } as const;

/** `POST /financialYear/search/{page}/{size}` (page from 1): a page of years with the total. */
export function searchYears(
  api: ApiClient,
  page: number,
  size: number,
  sort: { sortBy?: string; sortDesc?: boolean } = YEAR_SORT,
) {
  const sortBy = sort.sortBy === 'fy.year' || sort.sortBy === 'year' ? sort.sortBy : undefined;
  return api.post(
    fillPath(financialYearPaths.search, { page, size }),
    { sortBy, sortDesc: sort.sortDesc },
    { parser: yearPageSchema },
  );
}

/** The server's largest page: a school has a handful of years, so one page holds them all. */
const ALL_YEARS_PAGE_SIZE = 500;

/**
 * Every year, newest first: what the actions of the screen (close, reopen, delete, create) reason on.
 * `fresh` reloads them whenever the screen opens: their movement counts change with every voucher.
 */
export function useAllYears(options: { fresh?: boolean } = {}) {
  const { inventory } = useBackendClients();
  return useQuery({
    queryKey: financialYearKeys.overview(),
    queryFn: async () => (await searchYears(inventory, 1, ALL_YEARS_PAGE_SIZE)).financialYearList,
    ...(options.fresh ? { refetchOnMount: 'always' as const } : {}),
  });
}
