import { placementPaths } from '@inventario/shared/contracts/placement';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { siteKeys } from '@/features/reference-lists';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { fillPath } from '@/lib/api/path.ts';

/** `DELETE /site/{id}`: refused with `errorFK` while the site has locations. */
export async function deleteSite(api: ApiClient, id: number): Promise<void> {
  await api.delete(fillPath(placementPaths.siteDelete, { id }));
}

export function useDeleteSite() {
  const { inventory } = useBackendClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteSite(inventory, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: siteKeys.all }),
  });
}
