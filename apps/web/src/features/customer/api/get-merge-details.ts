import { customerAreaPaths, mergeDetailSchema } from '@inventario/shared/contracts/customer-area';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';

/** The application code the customer area knows Inventario by. */
const APP_CODE = 'INV';

export type MergeSide = 'merged' | 'merger';

/**
 * `GET /api/accorpamenti/accorpata/app/?code=INV` (merged, the seller side) or
 * `GET /api/accorpamenti/accorpante/app/?code=INV&history=false` (merger, the receiver side).
 * Vendor staff acting for another school ask for that school.
 */
export function getMergeDetail(api: ApiClient, side: MergeSide, actingFor?: string) {
  const path = side === 'merged' ? customerAreaPaths.merged : customerAreaPaths.merger;
  const query = side === 'merged' ? { code: APP_CODE } : { code: APP_CODE, history: false };
  return api.get(path, { query: { ...query, customerCode: actingFor }, parser: mergeDetailSchema });
}

export const mergeDetailQueryKey = (side: MergeSide, actingFor: string | undefined) =>
  ['customer', 'merge', side, actingFor ?? 'own'] as const;

/** Whether the school is on this side of a merge; idle until the session is ready. */
export function useMergeDetail(
  side: MergeSide,
  options: { enabled: boolean; actingFor?: string | undefined },
) {
  const { customerArea } = useBackendClients();
  return useQuery({
    queryKey: mergeDetailQueryKey(side, options.actingFor),
    queryFn: () => getMergeDetail(customerArea, side, options.actingFor),
    enabled: options.enabled,
    staleTime: 5 * 60_000,
  });
}
