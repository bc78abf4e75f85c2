import { recognitionAssetSchema, recognitionPaths } from '@inventario/shared/contracts/recognition';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { fillPath } from '@/lib/api/path.ts';
import { recognitionKeys } from './recognition-keys.ts';

/** `PUT /recognition/{id}/asset/{idAsset}/move`: a good found elsewhere moves where it was read, on `date`. */
export function moveAsset(api: ApiClient, id: number, idAsset: number, date: string) {
  return api.put(
    fillPath(recognitionPaths.move, { id, idAsset }),
    { date },
    { parser: recognitionAssetSchema },
  );
}

export function useMoveAsset(id: number) {
  const { inventory } = useBackendClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ idAsset, date }: { idAsset: number; date: string }) =>
      moveAsset(inventory, id, idAsset, date),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recognitionKeys.all }),
  });
}
