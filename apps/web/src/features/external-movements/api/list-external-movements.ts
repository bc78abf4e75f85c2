import {
  externalMovementDetailSchema,
  externalMovementPaths,
} from '@inventario/shared/contracts/external-movements';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { externalMovementKeys } from './external-movement-keys.ts';

/** `POST /movement/external/list`: several movements with their goods, in the order asked. */
export function listExternalMovements(api: ApiClient, ids: readonly number[]) {
  return api.post(externalMovementPaths.list, { ids }, { parser: z.array(externalMovementDetailSchema) });
}

/** The movements a charge starts from (`#/charge/new/external?ids=…`); none asked, nothing fetched. */
export function useExternalMovementList(ids: readonly number[]) {
  const { inventory } = useBackendClients();
  return useQuery({
    queryKey: externalMovementKeys.list(ids),
    queryFn: () => listExternalMovements(inventory, ids),
    enabled: ids.length > 0,
    staleTime: 0,
  });
}
