import { renewalPaths, renewalSchema } from '@inventario/shared/contracts/renewal';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { fillPath } from '@/lib/api/path.ts';
import { renewalKeys } from './renewal-keys.ts';

/** `PUT /renewal/{id}/mapping/reopen`: before the revaluation only (`renewalRevaluationDone`). */
export function reopenMapping(api: ApiClient, id: number) {
  return api.put(fillPath(renewalPaths.mappingReopen, { id }), undefined, { parser: renewalSchema });
}

export function useReopenMapping(id: number) {
  const { inventory } = useBackendClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => reopenMapping(inventory, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: renewalKeys.all }),
  });
}
