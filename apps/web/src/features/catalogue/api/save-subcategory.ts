import {
  cataloguePaths,
  type SubcategorySave,
  subcategorySchema,
} from '@inventario/shared/contracts/catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogueKeys } from '@/features/reference-lists';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';

/**
 * `POST /subcategory`: creates a subcategory, or updates it when the body has an id. The rate is
 * stored for its valid-from year (the current one when absent) and applies from that year on.
 */
export function saveSubcategory(api: ApiClient, subcategory: SubcategorySave) {
  return api.post(cataloguePaths.subcategorySave, subcategory, { parser: subcategorySchema });
}

export function useSaveSubcategory() {
  const { inventory } = useBackendClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (subcategory: SubcategorySave) => saveSubcategory(inventory, subcategory),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.all }),
  });
}
