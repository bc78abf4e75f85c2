import { renewalSchema } from '@inventario/shared/contracts/renewal';
import { renewalValuePaths } from '@inventario/shared/contracts/renewal-values';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { fillPath } from '@/lib/api/path.ts';
import { renewalChangedKeys } from './renewal-keys.ts';

/** `PUT /renewal/{id}/revaluation`: every good of the registers takes its new value and subcategory. */
export function revalue(api: ApiClient, id: number) {
  return api.put(fillPath(renewalValuePaths.revaluation, { id }), undefined, { parser: renewalSchema });
}

/** `DELETE /renewal/{id}/revaluation`: values, subcategories and rates back as they were. */
export function revertRevaluation(api: ApiClient, id: number) {
  return api.delete(fillPath(renewalValuePaths.revaluation, { id }), { parser: renewalSchema });
}

function useRevaluationChange(change: (api: ApiClient, id: number) => Promise<unknown>, id: number) {
  const { inventory } = useBackendClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => change(inventory, id),
    onSuccess: () =>
      Promise.all(renewalChangedKeys().map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

export const useRevalue = (id: number) => useRevaluationChange(revalue, id);
export const useRevertRevaluation = (id: number) => useRevaluationChange(revertRevaluation, id);
