import { assetPaths } from '@inventario/shared/contracts/assets';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { fillPath } from '@/lib/api/path.ts';
import { assetKeys } from './asset-keys.ts';
import { universalityKeys } from './universality-keys.ts';

/** `DELETE /asset/{id}`: only a waiting asset (`assetNotWaiting` otherwise). */
export async function deleteAsset(api: ApiClient, id: number): Promise<void> {
  await api.delete(fillPath(assetPaths.item, { id }));
}

export function useDeleteAsset() {
  const { inventory } = useBackendClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteAsset(inventory, id),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: assetKeys.all }),
        queryClient.invalidateQueries({ queryKey: universalityKeys.all }),
      ]),
  });
}
