import { universalityPaths } from '@inventario/shared/contracts/universalities';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { fillPath } from '@/lib/api/path.ts';
import { assetKeys } from './asset-keys.ts';
import { universalityKeys } from './universality-keys.ts';

/** `DELETE /universality/{id}`: only while not charged; its components go back to the waiting assets. */
export async function deleteUniversality(api: ApiClient, id: number): Promise<void> {
  await api.delete(fillPath(universalityPaths.item, { id }));
}

export function useDeleteUniversality() {
  const { inventory } = useBackendClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteUniversality(inventory, id),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: universalityKeys.all }),
        queryClient.invalidateQueries({ queryKey: assetKeys.all }),
      ]),
  });
}
