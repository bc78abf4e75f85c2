import { renewalPaths, renewalSchema } from '@inventario/shared/contracts/renewal';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { fillPath } from '@/lib/api/path.ts';
import { renewalKeys } from './renewal-keys.ts';

/**
 * `PUT /renewal/{id}/mapping/confirm`: every subcategory in use mapped (`renewalMappingIncomplete`) and
 * one rate per target (`renewalRateConflict`), the refusal naming the rows in its `details`.
 */
export function confirmMapping(api: ApiClient, id: number) {
  return api.put(fillPath(renewalPaths.mappingConfirm, { id }), undefined, { parser: renewalSchema });
}

export function useConfirmMapping(id: number) {
  const { inventory } = useBackendClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => confirmMapping(inventory, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: renewalKeys.all }),
  });
}
