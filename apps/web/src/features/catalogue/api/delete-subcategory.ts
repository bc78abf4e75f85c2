import { cataloguePaths } from '@inventario/shared/contracts/catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogueKeys } from '@/features/reference-lists';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { fillPath } from '@/lib/api/path.ts';

/**
 * `DELETE /subcategory/{id}`: its rates go with it; refused with `errorFK` while assets use it, and
 * with `renewalRevaluationDone` once a renewal has revalued the assets.
 */
export async function deleteSubcategory(api: ApiClient, id: number): Promise<void> {
  await api.delete(fillPath(cataloguePaths.subcategoryDelete, { id }));
}

export function useDeleteSubcategory() {
  const { inventory } = useBackendClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteSubcategory(inventory, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.all }),
  });
}
