import {
  externalMovementDetailSchema,
  externalMovementPaths,
} from '@inventario/shared/contracts/external-movements';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { fillPath } from '@/lib/api/path.ts';
import { externalMovementKeys } from './external-movement-keys.ts';

/** `GET /movement/external/{id}`: the movement with its goods. */
export function getExternalMovement(api: ApiClient, id: number) {
  return api.get(fillPath(externalMovementPaths.item, { id }), { parser: externalMovementDetailSchema });
}

export function useExternalMovement(id: number | undefined) {
  const { inventory } = useBackendClients();
  return useQuery({
    queryKey: externalMovementKeys.detail(id ?? 0),
    queryFn: () => getExternalMovement(inventory, id ?? 0),
    enabled: id !== undefined,
  });
}
