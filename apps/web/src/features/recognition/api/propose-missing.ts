import { movementWithAssetsSchema } from '@inventario/shared/contracts/movements';
import { type MissingProposal, recognitionPaths } from '@inventario/shared/contracts/recognition';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { movementKeys } from '@/features/movements';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { fillPath } from '@/lib/api/path.ts';
import { recognitionKeys } from './recognition-keys.ts';

/** `POST /recognition/{id}/missingProposal`: undetected goods become one discharge proposal (causal SMA). */
export function proposeMissing(api: ApiClient, id: number, proposal: MissingProposal) {
  return api.post(fillPath(recognitionPaths.missingProposal, { id }), proposal, {
    parser: movementWithAssetsSchema,
  });
}

export function useProposeMissing(id: number) {
  const { inventory } = useBackendClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (proposal: MissingProposal) => proposeMissing(inventory, id, proposal),
    onSuccess: async () => {
      // A new proposal: the proposals' lists and the next progressive change too.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: recognitionKeys.all }),
        queryClient.invalidateQueries({ queryKey: movementKeys.all }),
      ]);
    },
  });
}
