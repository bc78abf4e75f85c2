import { cataloguePaths, defaultSubcategorySchema } from '@inventario/shared/contracts/catalogue';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { catalogueKeys } from '@/features/reference-lists';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';

const defaultListSchema = z.array(defaultSubcategorySchema);
export type DefaultSubcategory = z.infer<typeof defaultSubcategorySchema>;

/** `GET /subcategory/default/list`: the national default list the school's table was seeded from. */
export function listDefaultSubcategories(api: ApiClient) {
  return api.get(cataloguePaths.subcategoryDefaultList, { parser: defaultListSchema });
}

/** Loaded only while the default list is shown; it changes with releases, never during a visit. */
export function useDefaultSubcategories(enabled: boolean) {
  const { inventory } = useBackendClients();
  return useQuery({
    queryKey: catalogueKeys.defaultList(),
    queryFn: () => listDefaultSubcategories(inventory),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
