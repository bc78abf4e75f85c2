import { cataloguePaths, subcategorySchema } from '@inventario/shared/contracts/catalogue';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { chargeKeys } from './charge-keys.ts';

/**
 * `GET /subcategory/inventory`: every subcategory of the school with its category and register, from
 * which the asset form builds its category → subcategory choice.
 */
export function listAssetSubcategories(api: ApiClient) {
  return api.get(cataloguePaths.subcategoryInventory, { parser: z.array(subcategorySchema) });
}

export function useAssetSubcategories() {
  const { inventory } = useBackendClients();
  return useQuery({ queryKey: chargeKeys.subcategories(), queryFn: () => listAssetSubcategories(inventory) });
}
