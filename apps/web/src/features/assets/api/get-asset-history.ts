import { assetHistoryEntrySchema, assetPaths } from '@inventario/shared/contracts/assets';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { fillPath } from '@/lib/api/path.ts';
import { assetKeys } from './asset-keys.ts';

export type AssetHistoryEntry = z.infer<typeof assetHistoryEntrySchema>;

/** `GET /movement/history/fromAsset/{id}`: every movement and change of the asset, oldest first. */
export function getAssetHistory(api: ApiClient, id: number) {
  return api.get(fillPath(assetPaths.history, { id }), { parser: z.array(assetHistoryEntrySchema) });
}

export function useAssetHistory(id: number) {
  const { inventory } = useBackendClients();
  return useQuery({ queryKey: assetKeys.history(id), queryFn: () => getAssetHistory(inventory, id) });
}
