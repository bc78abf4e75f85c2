import { placementPaths } from '@inventario/shared/contracts/placement';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { locationKeys, subconsigneeKeys } from '@/features/reference-lists';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { fillPath } from '@/lib/api/path.ts';

/** `DELETE /location/{id}`: refused with `errorFK` while assets are placed there. */
export async function deleteLocation(api: ApiClient, id: number): Promise<void> {
  await api.delete(fillPath(placementPaths.locationDelete, { id }));
}

export function useDeleteLocation() {
  const { inventory } = useBackendClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteLocation(inventory, id),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: locationKeys.all }),
        queryClient.invalidateQueries({ queryKey: subconsigneeKeys.all }),
      ]),
  });
}
