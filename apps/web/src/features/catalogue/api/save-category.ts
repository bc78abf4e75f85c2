import {
  cataloguePaths,
  type categorySaveSchema,
  categorySchema,
} from '@inventario/shared/contracts/catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { catalogueKeys } from '@/features/reference-lists';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';

export type CategorySave = z.infer<typeof categorySaveSchema>;

/** `POST /category`: creates a category of a register, or renames one when the body has an id. */
export function saveCategory(api: ApiClient, category: CategorySave) {
  return api.post(cataloguePaths.categorySave, category, { parser: categorySchema });
}

export function useSaveCategory() {
  const { inventory } = useBackendClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (category: CategorySave) => saveCategory(inventory, category),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.all }),
  });
}
