import { cataloguePaths } from '@inventario/shared/contracts/catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogueKeys } from '@/features/reference-lists';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { fillPath } from '@/lib/api/path.ts';

/** `DELETE /category/{id}`: refused with `errorFK` while a subcategory belongs to it. */
export async function deleteCategory(api: ApiClient, id: number): Promise<void> {
  await api.delete(fillPath(cataloguePaths.categoryDelete, { id }));
}

export function useDeleteCategory() {
  const { inventory } = useBackendClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteCategory(inventory, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.all }),
  });
}
