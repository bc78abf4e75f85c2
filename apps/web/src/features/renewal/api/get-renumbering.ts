import {
  renewalPageParamsSchema,
  renewalValuePaths,
  renumberingAssetPageSchema,
  renumberingSchema,
} from '@inventario/shared/contracts/renewal-values';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { fillPath } from '@/lib/api/path.ts';
import { renewalKeys } from './renewal-keys.ts';

/** `GET /renewal/{id}/renumbering`: each register's numbering, to be done (before) or done (after). */
export function getRenumbering(api: ApiClient, id: number) {
  return api.get(fillPath(renewalValuePaths.renumbering, { id }), { parser: renumberingSchema });
}

export function useRenumbering(id: number) {
  const { inventory } = useBackendClients();
  return useQuery({ queryKey: renewalKeys.renumbering(id), queryFn: () => getRenumbering(inventory, id) });
}

/** `GET /renewal/{id}/renumbering/assets/{page}/{size}`: a page of the goods in their new order. */
export function getRenumberingAssets(api: ApiClient, id: number, page: number, size: number) {
  const params = renewalPageParamsSchema.parse({ id, page, size });
  return api.get(fillPath(renewalValuePaths.renumberingAssets, params), {
    parser: renumberingAssetPageSchema,
  });
}
