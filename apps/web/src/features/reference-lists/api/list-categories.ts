import { cataloguePaths, categorySchema } from '@inventario/shared/contracts/catalogue';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { catalogueKeys } from './catalogue-keys.ts';

const categoryListSchema = z.array(categorySchema);

/** `GET /category/list`: every category of the school, each with its register. */
export function listCategories(api: ApiClient) {
  return api.get(cataloguePaths.categoryList, { parser: categoryListSchema });
}

export function useCategories() {
  const { inventory } = useBackendClients();
  return useQuery({ queryKey: catalogueKeys.categories(), queryFn: () => listCategories(inventory) });
}
