import { dashboardPaths, dashboardSchema } from '@inventario/shared/contracts/dashboard';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { type BackendClients, useBackendClients } from '@/lib/api/backend-clients.tsx';

/** `GET /dashboard`: the five cards of the dashboard in one answer. */
export function getDashboard(api: ApiClient) {
  return api.get(dashboardPaths.summary, { parser: dashboardSchema });
}

export const dashboardQueryKey = ['dashboard'] as const;

function dashboardQuery(inventory: ApiClient) {
  return { queryKey: dashboardQueryKey, queryFn: () => getDashboard(inventory), staleTime: 0 };
}

/** Whether a page load's prefetch has read the dashboard that the page about to mount shows. */
let prefetchedForThisLoad = false;

/**
 * Read again on every visit (it sums what every other screen changes, and costs one statement), but
 * for the page load's first, whose read the route's prefetch started. The query asks its mount rule
 * more than once per mount, so the page clears the mark once mounted (after the query subscribed).
 */
export function useDashboard() {
  const { inventory } = useBackendClients();
  const query = useQuery({
    ...dashboardQuery(inventory),
    refetchOnMount: () => (prefetchedForThisLoad ? false : 'always'),
  });
  useEffect(() => {
    prefetchedForThisLoad = false;
  }, []);
  return query;
}

/** The route's prefetch (app/router/route-table.ts): a failure is left to the page, which reads again. */
export function prefetchDashboard({
  queryClient,
  clients,
}: {
  queryClient: QueryClient;
  clients: BackendClients;
}) {
  prefetchedForThisLoad = true;
  return queryClient.prefetchQuery(dashboardQuery(clients.inventory));
}
