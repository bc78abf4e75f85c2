import { creditorPaths } from '@inventario/shared/contracts/parties';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { fillPath } from '@/lib/api/path.ts';
import { partiesKeys } from './parties-query-keys.ts';

/** `DELETE /creditor/{id}`: refused with `errorFK` while a charge names it as supplier. */
export async function deleteCreditor(api: ApiClient, id: number): Promise<void> {
  await api.delete(fillPath(creditorPaths.item, { id }));
}

export function useDeleteCreditor() {
  const { inventory } = useBackendClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteCreditor(inventory, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partiesKeys.all }),
  });
}
