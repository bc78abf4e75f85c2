import { type UniversalityInput, universalityPaths } from '@inventario/shared/contracts/universalities';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { fillPath } from '@/lib/api/path.ts';
import { universalityKeys } from './universality-keys.ts';

export interface UniversalityRename extends UniversalityInput {
  id: number;
}

/** `PUT /universality/{id}`: a new description. */
export async function renameUniversality(
  api: ApiClient,
  { id, description }: UniversalityRename,
): Promise<void> {
  await api.put(fillPath(universalityPaths.item, { id }), { description });
}

export function useRenameUniversality() {
  const { inventory } = useBackendClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rename: UniversalityRename) => renameUniversality(inventory, rename),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: universalityKeys.all }),
  });
}
