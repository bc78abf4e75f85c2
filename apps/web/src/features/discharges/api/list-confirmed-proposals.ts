import { outPaths, proposalSummarySchema } from '@inventario/shared/contracts/out';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { dischargeKeys } from './discharge-keys.ts';

/** `GET /movement/out/confirmedForDischarge`: the confirmed proposals with assets still to discharge. */
export function listConfirmedProposals(api: ApiClient) {
  return api.get(outPaths.confirmedForDischarge, { parser: z.array(proposalSummarySchema) });
}

export function useConfirmedProposals(enabled = true) {
  const { inventory } = useBackendClients();
  return useQuery({
    queryKey: dischargeKeys.confirmedProposals(),
    queryFn: () => listConfirmedProposals(inventory),
    enabled,
  });
}
