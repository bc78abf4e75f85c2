import { recognitionAssetSchema, recognitionPaths } from '@inventario/shared/contracts/recognition';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { fillPath } from '@/lib/api/path.ts';
import { recognitionKeys } from './recognition-keys.ts';

/** `PUT /recognition/{id}/asset/{idAsset}/correct`: an undetected good declared present without a read. */
export function markCorrect(api: ApiClient, id: number, idAsset: number) {
  return api.put(fillPath(recognitionPaths.correct, { id, idAsset }), undefined, {
    parser: recognitionAssetSchema,
  });
}

export function useMarkCorrect(id: number) {
  const { inventory } = useBackendClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (idAsset: number) => markCorrect(inventory, id, idAsset),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recognitionKeys.all }),
  });
}
