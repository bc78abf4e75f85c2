import {
  type aggregationSaveSchema,
  aggregationSchema,
  cataloguePaths,
} from '@inventario/shared/contracts/catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { catalogueKeys } from '@/features/reference-lists';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';

export type AggregationSave = z.infer<typeof aggregationSaveSchema>;

/** `POST /aggregation`: creates a Model K line, or updates it when the body has an id. */
export function saveAggregation(api: ApiClient, aggregation: AggregationSave) {
  return api.post(cataloguePaths.aggregationSave, aggregation, { parser: aggregationSchema });
}

export function useSaveAggregation() {
  const { inventory } = useBackendClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (aggregation: AggregationSave) => saveAggregation(inventory, aggregation),
    // The subcategory grid shows aggregation codes too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.all }),
  });
}
