import { assetPaths, type WaitingAssetInput } from '@inventario/shared/contracts/assets';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { fillPath } from '@/lib/api/path.ts';
import { assetKeys } from './asset-keys.ts';
import { universalityKeys } from './universality-keys.ts';

export interface AssetUpdate {
  id: number;
  /** Every field; once charged, the price, subcategory and universality as stored (the server checks). */
  body: WaitingAssetInput;
}

/** `PUT /asset/{id}`: the full edit of a waiting asset, or the descriptive fields of a charged one. */
export async function updateAsset(api: ApiClient, { id, body }: AssetUpdate): Promise<void> {
  await api.put(fillPath(assetPaths.item, { id }), body);
}

export function useUpdateAsset() {
  const { inventory } = useBackendClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: AssetUpdate) => updateAsset(inventory, update),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: assetKeys.all }),
        queryClient.invalidateQueries({ queryKey: universalityKeys.all }),
      ]),
  });
}
