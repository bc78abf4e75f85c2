import {
  assetChangeResultSchema,
  assetPaths,
  type SubcategoryChange,
} from '@inventario/shared/contracts/assets';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { assetKeys } from './asset-keys.ts';

/** `POST /asset/subcategoryChange`: the assets move to another subcategory of their register, with history. */
export function changeSubcategory(api: ApiClient, change: SubcategoryChange) {
  return api.post(assetPaths.subcategoryChange, change, { parser: assetChangeResultSchema });
}

export function useChangeSubcategory() {
  const { inventory } = useBackendClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: SubcategoryChange) => changeSubcategory(inventory, change),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assetKeys.all }),
  });
}
