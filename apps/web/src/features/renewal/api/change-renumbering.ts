import { renewalSchema } from '@inventario/shared/contracts/renewal';
import { renewalValuePaths } from '@inventario/shared/contracts/renewal-values';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { fillPath } from '@/lib/api/path.ts';
import { renewalChangedKeys } from './renewal-keys.ts';

/** `PUT /renewal/{id}/renumbering`: each register numbered again from 1, the old number kept as original. */
export function renumber(api: ApiClient, id: number) {
  return api.put(fillPath(renewalValuePaths.renumbering, { id }), undefined, { parser: renewalSchema });
}

/** `DELETE /renewal/{id}/renumbering`: the old numbers and counters back (`renewalLaterMovements` once a movement follows). */
export function revertRenumbering(api: ApiClient, id: number) {
  return api.delete(fillPath(renewalValuePaths.renumbering, { id }), { parser: renewalSchema });
}

function useRenumberingChange(change: (api: ApiClient, id: number) => Promise<unknown>, id: number) {
  const { inventory } = useBackendClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => change(inventory, id),
    onSuccess: () =>
      Promise.all(renewalChangedKeys().map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

export const useRenumber = (id: number) => useRenumberingChange(renumber, id);
export const useRevertRenumbering = (id: number) => useRenumberingChange(revertRenumbering, id);
