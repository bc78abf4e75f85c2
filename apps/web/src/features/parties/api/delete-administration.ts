import { administrationPaths } from '@inventario/shared/contracts/parties';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { administrationKeys } from '@/features/reference-lists';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { fillPath } from '@/lib/api/path.ts';
import { partiesKeys } from './parties-query-keys.ts';

/** `DELETE /administration/{id}`: refused with `errorFK` while a movement refers to it. */
export async function deleteAdministration(api: ApiClient, id: number): Promise<void> {
  await api.delete(fillPath(administrationPaths.item, { id }));
}

export function useDeleteAdministration() {
  const { inventory } = useBackendClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteAdministration(inventory, id),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: partiesKeys.all }),
        queryClient.invalidateQueries({ queryKey: administrationKeys.list() }),
      ]),
  });
}
