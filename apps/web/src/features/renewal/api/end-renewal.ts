import { renewalPaths, renewalSchema } from '@inventario/shared/contracts/renewal';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { fillPath } from '@/lib/api/path.ts';
import { renewalChangedKeys } from './renewal-keys.ts';

/** `PUT /renewal/{id}/end`: final; the school's last renewal becomes this one (`renewalNotRenumbered` before). */
export function endRenewal(api: ApiClient, id: number) {
  return api.put(fillPath(renewalPaths.end, { id }), undefined, { parser: renewalSchema });
}

export function useEndRenewal(id: number) {
  const { inventory } = useBackendClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => endRenewal(inventory, id),
    onSuccess: () =>
      Promise.all(renewalChangedKeys().map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
