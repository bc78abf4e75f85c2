import { movementPaths, movementWithAssetsSchema } from '@inventario/shared/contracts/movements';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { fillPath } from '@/lib/api/path.ts';
import { movementKeys } from './movement-keys.ts';

/** `GET /movement/{id}/withAssets`: the voucher, its asset lines and what may still change in it. */
export function getMovementWithAssets(api: ApiClient, id: number) {
  return api.get(fillPath(movementPaths.withAssets, { id }), { parser: movementWithAssetsSchema });
}

export function useMovementWithAssets(id: number) {
  const { inventory } = useBackendClients();
  return useQuery({
    queryKey: movementKeys.withAssets(id),
    queryFn: () => getMovementWithAssets(inventory, id),
    enabled: Number.isInteger(id) && id > 0,
  });
}
