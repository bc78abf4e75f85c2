import { cataloguePaths } from '@inventario/shared/contracts/catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogueKeys } from '@/features/reference-lists';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { fillPath } from '@/lib/api/path.ts';

/** `DELETE /aggregation/{id}`: refused with `errorFK` while a subcategory feeds that Model K line. */
export async function deleteAggregation(api: ApiClient, id: number): Promise<void> {
  await api.delete(fillPath(cataloguePaths.aggregationDelete, { id }));
}

export function useDeleteAggregation() {
  const { inventory } = useBackendClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteAggregation(inventory, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.all }),
  });
}
