import {
  externalMovementCountSchema,
  externalMovementPaths,
} from '@inventario/shared/contracts/external-movements';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { externalMovementKeys } from './external-movement-keys.ts';

/** `GET /movement/external/count`: how many imported external movements wait to be charged. */
export function countExternalMovements(api: ApiClient) {
  return api.get(externalMovementPaths.count, { parser: externalMovementCountSchema });
}

export function useExternalMovementsCount(options: { enabled?: boolean } = {}) {
  const { inventory } = useBackendClients();
  return useQuery({
    queryKey: externalMovementKeys.count(),
    queryFn: () => countExternalMovements(inventory),
    enabled: options.enabled ?? true,
  });
}
