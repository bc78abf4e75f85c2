import { assetDetailSchema, assetPaths } from '@inventario/shared/contracts/assets';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { fillPath } from '@/lib/api/path.ts';
import { assetKeys } from './asset-keys.ts';

/** `GET /asset/{id}`: the asset's whole record, with its charge, universality and whether later movements hold it. */
export function getAsset(api: ApiClient, id: number) {
  return api.get(fillPath(assetPaths.item, { id }), { parser: assetDetailSchema });
}

export function useAsset(id: number | undefined) {
  const { inventory } = useBackendClients();
  return useQuery({
    queryKey: assetKeys.detail(id ?? 0),
    queryFn: () => getAsset(inventory, id ?? 0),
    enabled: id !== undefined,
  });
}
