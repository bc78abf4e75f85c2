import {
  type SubConsigneeSave,
  subConsigneePaths,
  subConsigneeSchema,
} from '@inventario/shared/contracts/subconsignees';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { locationKeys, subconsigneeKeys } from '@/features/reference-lists';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';

/** `POST /subconsignee`: creates a sub-consignee, or updates it when the body has an id. */
export function saveSubConsignee(api: ApiClient, subConsignee: SubConsigneeSave) {
  return api.post(subConsigneePaths.save, subConsignee, { parser: subConsigneeSchema });
}

export function useSaveSubConsignee() {
  const { inventory } = useBackendClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (subConsignee: SubConsigneeSave) => saveSubConsignee(inventory, subConsignee),
    // Locations show their sub-consignee's description: they reload too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: subconsigneeKeys.all }),
        queryClient.invalidateQueries({ queryKey: locationKeys.all }),
      ]),
  });
}
