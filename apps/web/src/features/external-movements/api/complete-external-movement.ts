import {
  type ExternalMovementCompletion,
  externalMovementDetailSchema,
  externalMovementPaths,
} from '@inventario/shared/contracts/external-movements';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { fillPath } from '@/lib/api/path.ts';
import { externalMovementKeys } from './external-movement-keys.ts';

/** `PUT /movement/external/{id}`: the creditor and each good's description, subcategory and location. */
export function completeExternalMovement(api: ApiClient, id: number, completion: ExternalMovementCompletion) {
  return api.put(fillPath(externalMovementPaths.item, { id }), completion, {
    parser: externalMovementDetailSchema,
  });
}

export function useCompleteExternalMovement() {
  const { inventory } = useBackendClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, completion }: { id: number; completion: ExternalMovementCompletion }) =>
      completeExternalMovement(inventory, id, completion),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: externalMovementKeys.all }),
  });
}
