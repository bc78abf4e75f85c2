import { movementPaths, movementWithAssetsSchema } from '@inventario/shared/contracts/movements';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { dischargeKeys } from './discharge-keys.ts';

/** `POST /movement/list/withAssets`: several movements with their asset lines, in the order asked. */
export function listMovementsWithAssets(api: ApiClient, ids: readonly number[]) {
  return api.post(movementPaths.listWithAssets, { ids }, { parser: z.array(movementWithAssetsSchema) });
}

/** The proposals a discharge takes, with their lines; none asked answers an empty list at once. */
export function useMovementsWithAssets(ids: readonly number[]) {
  const { inventory } = useBackendClients();
  return useQuery({
    queryKey: dischargeKeys.withAssetsList(ids),
    queryFn: () => (ids.length === 0 ? Promise.resolve([]) : listMovementsWithAssets(inventory, ids)),
    // Ticking one more proposal keeps the lines on screen while its own arrive.
    placeholderData: keepPreviousData,
  });
}
