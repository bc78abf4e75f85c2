import { debtorPaths } from '@inventario/shared/contracts/parties';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { fillPath } from '@/lib/api/path.ts';
import { partiesKeys } from './parties-query-keys.ts';

/** `DELETE /debtor/{id}`: refused with `errorFK` while a discharge names it as destination. */
export async function deleteDebtor(api: ApiClient, id: number): Promise<void> {
  await api.delete(fillPath(debtorPaths.item, { id }));
}

export function useDeleteDebtor() {
  const { inventory } = useBackendClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteDebtor(inventory, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partiesKeys.all }),
  });
}
