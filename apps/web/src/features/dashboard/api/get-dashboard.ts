import { dashboardPaths, dashboardSchema } from '@inventario/shared/contracts/dashboard';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';

/** `GET /dashboard`: the five cards of the dashboard in one answer. */
export function getDashboard(api: ApiClient) {
  return api.get(dashboardPaths.summary, { parser: dashboardSchema });
}

export const dashboardQueryKey = ['dashboard'] as const;

/** Read again on every visit: it sums what every other screen changes, and costs one statement. */
export function useDashboard() {
  const { inventory } = useBackendClients();
  return useQuery({
    queryKey: dashboardQueryKey,
    queryFn: () => getDashboard(inventory),
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
