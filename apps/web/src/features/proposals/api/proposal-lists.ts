import { dischargeCausalSchema, outPaths, proposalStatusItemSchema } from '@inventario/shared/contracts/out';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { proposalKeys } from './proposal-keys.ts';

/**
 * `GET /movement/out/causalList`: why goods are proposed for discharge (art. 33–34), each with the
 * document the DS's measure rests on.
 */
export function listProposalCausals(api: ApiClient) {
  return api.get(outPaths.causalList, { parser: z.array(dischargeCausalSchema) });
}

export function useProposalCausals() {
  const { inventory } = useBackendClients();
  return useQuery({
    queryKey: proposalKeys.causals(),
    queryFn: () => listProposalCausals(inventory),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** `GET /movement/out/statusList`: 1 to be confirmed, 2 confirmed. */
export function listProposalStatuses(api: ApiClient) {
  return api.get(outPaths.statusList, { parser: z.array(proposalStatusItemSchema) });
}

export function useProposalStatuses() {
  const { inventory } = useBackendClients();
  return useQuery({
    queryKey: proposalKeys.statuses(),
    queryFn: () => listProposalStatuses(inventory),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
