import { dischargePaths } from '@inventario/shared/contracts/discharge';
import { relatedMovementSchema } from '@inventario/shared/contracts/out';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { fillPath } from '@/lib/api/path.ts';
import { dischargeKeys } from './discharge-keys.ts';

/** `GET /movement/discharge/{id}/relatedMovements`: the proposals the discharge came from. */
export function listRelatedProposals(api: ApiClient, id: number) {
  return api.get(fillPath(dischargePaths.related, { id }), { parser: z.array(relatedMovementSchema) });
}

export function useRelatedProposals(id: number) {
  const { inventory } = useBackendClients();
  return useQuery({
    queryKey: dischargeKeys.related(id),
    queryFn: () => listRelatedProposals(inventory, id),
    enabled: Number.isInteger(id) && id > 0,
  });
}
