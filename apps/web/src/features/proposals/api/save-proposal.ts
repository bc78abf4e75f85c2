import { movementWithAssetsSchema } from '@inventario/shared/contracts/movements';
import { type OutCreate, type OutUpdate, outPaths } from '@inventario/shared/contracts/out';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { assetKeys } from '@/features/assets';
import { movementKeys } from '@/features/movements';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';

/** `POST /movement/out`: proposes charged assets for discharge; the proposal is to be confirmed. */
export function createProposal(api: ApiClient, proposal: OutCreate) {
  return api.post(outPaths.save, proposal, { parser: movementWithAssetsSchema });
}

/** `PUT /movement/out`: the whole proposal again, within what its status allows. */
export function updateProposal(api: ApiClient, proposal: OutUpdate) {
  return api.put(outPaths.save, proposal, { parser: movementWithAssetsSchema });
}

/** A proposal changed: the movement lists and details, and its assets' statuses. */
export function refreshAfterProposalChange(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: movementKeys.all }),
    queryClient.invalidateQueries({ queryKey: assetKeys.all }),
  ]);
}

export function useCreateProposal() {
  const { inventory } = useBackendClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (proposal: OutCreate) => createProposal(inventory, proposal),
    onSuccess: () => refreshAfterProposalChange(queryClient),
  });
}

export function useUpdateProposal() {
  const { inventory } = useBackendClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (proposal: OutUpdate) => updateProposal(inventory, proposal),
    onSuccess: () => refreshAfterProposalChange(queryClient),
  });
}
