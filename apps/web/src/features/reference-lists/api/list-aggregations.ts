import { aggregationSchema, cataloguePaths } from '@inventario/shared/contracts/catalogue';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { catalogueKeys } from './catalogue-keys.ts';

const aggregationListSchema = z.array(aggregationSchema);

/** `GET /aggregation/list`: the school's Model K lines, by code (subcategories and vouchers choose one). */
export function listAggregations(api: ApiClient) {
  return api.get(cataloguePaths.aggregationList, { parser: aggregationListSchema });
}

export function useAggregations() {
  const { inventory } = useBackendClients();
  return useQuery({ queryKey: catalogueKeys.aggregations(), queryFn: () => listAggregations(inventory) });
}
