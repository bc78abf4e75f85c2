import { assetPaths, assetSummarySchema } from '@inventario/shared/contracts/assets';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { fillPath } from '@/lib/api/path.ts';
import { chargeKeys } from './charge-keys.ts';

/**
 * `GET /asset/{id}`, read for what a charge line shows (the summary part of the detail), for
 * `#/charge/new/asset/{idAsset}`.
 */
export function getWaitingAsset(api: ApiClient, id: number) {
  return api.get(fillPath(assetPaths.item, { id }), { parser: assetSummarySchema });
}

export function useWaitingAsset(id: number | undefined) {
  const { inventory } = useBackendClients();
  return useQuery({
    queryKey: chargeKeys.waitingAsset(id ?? 0),
    queryFn: () => getWaitingAsset(inventory, id ?? 0),
    enabled: id !== undefined,
  });
}
