import { assetPaths, type WaitingAssetInput } from '@inventario/shared/contracts/assets';
import { idResponseSchema } from '@inventario/shared/contracts/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { assetKeys } from './asset-keys.ts';
import { universalityKeys } from './universality-keys.ts';

/** `POST /asset`: records a waiting asset (in a universality when `universalityId` is set). */
export function createAsset(api: ApiClient, asset: WaitingAssetInput) {
  return api.post(assetPaths.create, asset, { parser: idResponseSchema });
}

/** Also reloads the universalities: a new component changes its universality's total and status. */
export function useCreateAsset() {
  const { inventory } = useBackendClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (asset: WaitingAssetInput) => createAsset(inventory, asset),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: assetKeys.all }),
        queryClient.invalidateQueries({ queryKey: universalityKeys.all }),
      ]),
  });
}
