import { movementWithAssetsSchema } from '@inventario/shared/contracts/movements';
import { outPaths } from '@inventario/shared/contracts/out';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { refreshAfterProposalChange } from './save-proposal.ts';

/**
 * `PUT /movement/out/confirm`: to be confirmed → confirmed. Refused with `proposalPricesChanged`
 * (and `details.assets`) when asset values changed since it was printed, unless
 * `pricesChangedConfirmed`: then its lines take the current values.
 */
export function confirmProposal(api: ApiClient, id: number, pricesChangedConfirmed: boolean) {
  const body = pricesChangedConfirmed ? { id, pricesChangedConfirmed } : { id };
  return api.put(outPaths.confirm, body, { parser: movementWithAssetsSchema });
}

/** `PUT /movement/out/removeConfirmation`: confirmed → to be confirmed, refused once discharged. */
export function removeProposalConfirmation(api: ApiClient, id: number) {
  return api.put(outPaths.removeConfirmation, { id }, { parser: movementWithAssetsSchema });
}

export function useConfirmProposal() {
  const { inventory } = useBackendClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, pricesChangedConfirmed }: { id: number; pricesChangedConfirmed: boolean }) =>
      confirmProposal(inventory, id, pricesChangedConfirmed),
    onSuccess: () => refreshAfterProposalChange(queryClient),
  });
}

export function useRemoveProposalConfirmation() {
  const { inventory } = useBackendClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => removeProposalConfirmation(inventory, id),
    onSuccess: () => refreshAfterProposalChange(queryClient),
  });
}
