import { mergePaths, receiverMergeSchema } from '@inventario/shared/contracts/merges';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { importKeys } from '@/features/imports';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { fillPath } from '@/lib/api/path.ts';
import { mergeKeys } from './merge-keys.ts';

/**
 * `POST /movement/charge/merge/{x}` (no body): the charge for merge (causal ACC) of the package's
 * goods, with the lists as the receipt maps them; answers the receiver's side. 409 when the mapping
 * collides with the school's lists (`details.kind`, `details.sourceKey`, as an import's confirm).
 */
export function chargeMerge(api: ApiClient, mergeId: number) {
  return api.post(fillPath(mergePaths.charge, { x: mergeId }), undefined, { parser: receiverMergeSchema });
}

/**
 * The charge; then the receiver's side as answered, and what it wrote read again wherever the user
 * goes next, as after an import: the goods, the movements, the years, the lists it created (sites,
 * locations, sub-consignees, subcategories, creditors). The receipt's temp lists are done with.
 */
export function useChargeMerge(mergeId: number) {
  const { inventory } = useBackendClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => chargeMerge(inventory, mergeId),
    onSuccess: async (receiver) => {
      queryClient.setQueryData(mergeKeys.receiver(mergeId), receiver);
      await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== importKeys.all[0] });
    },
  });
}
