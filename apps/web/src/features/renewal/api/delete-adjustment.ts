import { renewalAdjustmentPaths } from '@inventario/shared/contracts/renewal-adjustments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { fillPath } from '@/lib/api/path.ts';
import { renewalChangedKeys } from './renewal-keys.ts';

/**
 * `DELETE /renewal/{id}/adjustments/{adjustmentId}`: before the revaluation, with its movement, by
 * that movement's own rules (the latest of its kind and year, no later movement on its good).
 */
export async function deleteAdjustment(api: ApiClient, id: number, adjustmentId: number) {
  await api.delete(fillPath(renewalAdjustmentPaths.item, { id, adjustmentId }));
}

/** The adjustment and its movement go: the renewal, the goods and the movements reload. */
export function useDeleteAdjustment(id: number) {
  const { inventory } = useBackendClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (adjustmentId: number) => deleteAdjustment(inventory, id, adjustmentId),
    onSuccess: () =>
      Promise.all(renewalChangedKeys().map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
