import { externalMovementPaths } from '@inventario/shared/contracts/external-movements';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { fillPath } from '@/lib/api/path.ts';
import { externalMovementKeys } from './external-movement-keys.ts';

/** `DELETE /movement/external/{id}`: only while it waits to be charged. */
export async function deleteExternalMovement(api: ApiClient, id: number): Promise<void> {
  await api.delete(fillPath(externalMovementPaths.item, { id }));
}

export function useDeleteExternalMovement() {
  const { inventory } = useBackendClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteExternalMovement(inventory, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: externalMovementKeys.all }),
  });
}
