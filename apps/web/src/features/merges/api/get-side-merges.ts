import { customerAreaPaths, mergeDetailSchema } from '@inventario/shared/contracts/customer-area';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { useActingSchool } from '@/shell/session/use-acting-school.ts';
import type { MergeSide } from '../model/merge-side.ts';
import { mergeKeys } from './merge-keys.ts';

/** The application code the customer area knows Inventario by. */
const APP_CODE = 'INV';

/**
 * `GET /api/accorpamenti/accorpata/app/?code=INV` (merged, the seller side) or
 * `GET /api/accorpamenti/accorpante/app/?code=INV&history=false` (merger, the receiver side): the
 * school's merges on that side, as the shell reads them for the menu. Vendor staff acting for another
 * school ask for that school.
 */
export function getSideMerges(api: ApiClient, side: MergeSide, actingFor: string | undefined) {
  const path = side === 'merged' ? customerAreaPaths.merged : customerAreaPaths.merger;
  const query = side === 'merged' ? { code: APP_CODE } : { code: APP_CODE, history: false };
  return api.get(path, { query: { ...query, customerCode: actingFor }, parser: mergeDetailSchema });
}

/**
 * The merges of the school the session acts for on one side; idle until that school is known (the
 * toolbar's own data: the user's school, or the one vendor staff chose).
 */
export function useSideMerges(side: MergeSide) {
  const { customerArea } = useBackendClients();
  const acting = useActingSchool();
  const actingFor = acting?.impersonating ? acting.customerCode : undefined;
  return useQuery({
    queryKey: mergeKeys.side(side, actingFor),
    queryFn: () => getSideMerges(customerArea, side, actingFor),
    enabled: acting !== undefined,
    staleTime: 5 * 60_000,
  });
}
