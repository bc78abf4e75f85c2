import { universalityPaths } from '@inventario/shared/contracts/universalities';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { fillPath } from '@/lib/api/path.ts';
import { assetKeys } from './asset-keys.ts';
import { universalityKeys } from './universality-keys.ts';

export interface UniversalityComponent {
  id: number;
  assetId: number;
}

/** `DELETE /universality/{id}/assets/{assetId}`: the component leaves and stays a waiting asset. */
export async function removeUniversalityAsset(
  api: ApiClient,
  { id, assetId }: UniversalityComponent,
): Promise<void> {
  await api.delete(fillPath(universalityPaths.removeAsset, { id, assetId }));
}

export function useRemoveUniversalityAsset() {
  const { inventory } = useBackendClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: UniversalityComponent) => removeUniversalityAsset(inventory, request),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: universalityKeys.all }),
        queryClient.invalidateQueries({ queryKey: assetKeys.all }),
      ]),
  });
}
