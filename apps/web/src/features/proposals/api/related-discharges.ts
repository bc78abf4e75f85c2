import { outPaths, relatedMovementSchema } from '@inventario/shared/contracts/out';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { fillPath } from '@/lib/api/path.ts';
import { proposalKeys } from './proposal-keys.ts';

/** `GET /movement/out/{id}/relatedMovements`: the discharges made from a proposal. */
export function listRelatedDischarges(api: ApiClient, id: number) {
  return api.get(fillPath(outPaths.related, { id }), { parser: z.array(relatedMovementSchema) });
}

export function useRelatedDischarges(id: number) {
  const { inventory } = useBackendClients();
  return useQuery({
    queryKey: proposalKeys.related(id),
    queryFn: () => listRelatedDischarges(inventory, id),
    enabled: Number.isInteger(id) && id > 0,
  });
}
