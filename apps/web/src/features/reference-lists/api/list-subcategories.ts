import { cataloguePaths, subcategorySchema } from '@inventario/shared/contracts/catalogue';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { catalogueKeys } from './catalogue-keys.ts';

/** `GET /subcategory/inventory`: every subcategory of the school, with its category and register. */
export function listAllSubcategories(api: ApiClient) {
  return api.get(cataloguePaths.subcategoryInventory, { parser: z.array(subcategorySchema) });
}

/** `fresh`: read again on every mount, for a check that must see the aggregations just assigned. */
export function useAllSubcategories(options: { fresh?: boolean } = {}) {
  const { inventory } = useBackendClients();
  return useQuery({
    queryKey: catalogueKeys.allSubcategories(),
    queryFn: () => listAllSubcategories(inventory),
    ...(options.fresh ? { refetchOnMount: 'always' as const } : {}),
  });
}
