import { cataloguePaths, defaultRateSchema } from '@inventario/shared/contracts/catalogue';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { catalogueKeys } from '@/features/reference-lists';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { fillPath } from '@/lib/api/path.ts';

const defaultRateListSchema = z.array(defaultRateSchema);
export type DefaultRate = z.infer<typeof defaultRateSchema>;

/**
 * `GET /subcategory/{id}/rate/default/list`: the default rates, by year, of the entry a subcategory
 * was seeded from; empty for a subcategory the school created itself.
 */
export function listDefaultRates(api: ApiClient, subcategoryId: number) {
  return api.get(fillPath(cataloguePaths.subcategoryDefaultRates, { id: subcategoryId }), {
    parser: defaultRateListSchema,
  });
}

export function useDefaultRates(subcategoryId: number | undefined) {
  const { inventory } = useBackendClients();
  return useQuery({
    queryKey: catalogueKeys.defaultRates(subcategoryId ?? 0),
    queryFn: () => listDefaultRates(inventory, subcategoryId ?? 0),
    enabled: subcategoryId !== undefined,
  });
}
