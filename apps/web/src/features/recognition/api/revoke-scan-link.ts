import { recognitionPaths, scanLinkSchema } from '@inventario/shared/contracts/recognition';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { fillPath } from '@/lib/api/path.ts';
import { recognitionKeys } from './recognition-keys.ts';

/** `DELETE /recognition/{id}/scanLink/{linkId}`: its phone reads no more (its next call is refused). */
export function revokeScanLink(api: ApiClient, id: number, linkId: string) {
  return api.delete(fillPath(recognitionPaths.scanLinkItem, { id, linkId }), { parser: scanLinkSchema });
}

export function useRevokeScanLink(id: number) {
  const { inventory } = useBackendClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (linkId: string) => revokeScanLink(inventory, id, linkId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recognitionKeys.scanLinks(id) }),
  });
}
