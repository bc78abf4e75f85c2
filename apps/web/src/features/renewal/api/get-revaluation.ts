import {
  renewalPageParamsSchema,
  renewalValuePaths,
  revaluationAssetPageSchema,
  revaluationSchema,
} from '@inventario/shared/contracts/renewal-values';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { fillPath } from '@/lib/api/path.ts';
import { renewalKeys } from './renewal-keys.ts';

/** `GET /renewal/{id}/revaluation`: what the revaluation would do (before it) or did (after), summed up. */
export function getRevaluation(api: ApiClient, id: number) {
  return api.get(fillPath(renewalValuePaths.revaluation, { id }), { parser: revaluationSchema });
}

export function useRevaluation(id: number) {
  const { inventory } = useBackendClients();
  return useQuery({ queryKey: renewalKeys.revaluation(id), queryFn: () => getRevaluation(inventory, id) });
}

/** `GET /renewal/{id}/revaluation/assets/{page}/{size}`: a page of its goods, in register and number order. */
export function getRevaluationAssets(api: ApiClient, id: number, page: number, size: number) {
  const params = renewalPageParamsSchema.parse({ id, page, size });
  return api.get(fillPath(renewalValuePaths.revaluationAssets, params), {
    parser: revaluationAssetPageSchema,
  });
}
