import { universalityPaths } from '@inventario/shared/contracts/universalities';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { fillPath } from '@/lib/api/path.ts';
import { assetKeys } from './asset-keys.ts';
import { universalityKeys } from './universality-keys.ts';

export interface UniversalityAssets {
  id: number;
  assetIds: number[];
}

/** `PUT /universality/{id}/assets`: waiting durable assets join the universality. */
export async function addUniversalityAssets(
  api: ApiClient,
  { id, assetIds }: UniversalityAssets,
): Promise<void> {
  await api.put(fillPath(universalityPaths.addAssets, { id }), { assetIds });
}

export function useAddUniversalityAssets() {
  const { inventory } = useBackendClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: UniversalityAssets) => addUniversalityAssets(inventory, request),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: universalityKeys.all }),
        queryClient.invalidateQueries({ queryKey: assetKeys.all }),
      ]),
  });
}
