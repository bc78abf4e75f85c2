import { compliancePaths, complianceSchema } from '@inventario/shared/contracts/compliance';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';

/** `GET /dashboard/compliance`: what the law and the year ask of the school, the most pressing first. */
export function getCompliance(api: ApiClient) {
  return api.get(compliancePaths.list, { parser: complianceSchema });
}

export const complianceQueryKey = ['dashboard', 'compliance'] as const;

/** Read again on every visit of the dashboard, as its cards are: every other screen changes it. */
export function useCompliance() {
  const { inventory } = useBackendClients();
  return useQuery({
    queryKey: complianceQueryKey,
    queryFn: () => getCompliance(inventory),
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
