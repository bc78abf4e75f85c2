import { subConsigneePaths } from '@inventario/shared/contracts/subconsignees';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { subconsigneeKeys } from '@/features/reference-lists';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { fillPath } from '@/lib/api/path.ts';

/** `DELETE /subconsignee/{id}`: refused with `errorFK` while locations are entrusted to it. */
export async function deleteSubConsignee(api: ApiClient, id: number): Promise<void> {
  await api.delete(fillPath(subConsigneePaths.delete, { id }));
}

export function useDeleteSubConsignee() {
  const { inventory } = useBackendClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteSubConsignee(inventory, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subconsigneeKeys.all }),
  });
}
