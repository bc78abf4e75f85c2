import { mergePaths, sellerMergeSchema } from '@inventario/shared/contracts/merges';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { assetKeys } from '@/features/assets';
import { movementKeys } from '@/features/movements';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { fillPath } from '@/lib/api/path.ts';
import { mergeKeys } from './merge-keys.ts';

/**
 * `POST /movement/discharge/merge/{x}` with the chosen sites: the discharge for merge (causal ACC) of
 * their goods at 31 August, which hands the package over to the receiver; answers the seller's side.
 */
export function dischargeMerge(api: ApiClient, mergeId: number, siteIds: readonly number[]) {
  return api.post(
    fillPath(mergePaths.discharge, { x: mergeId }),
    { siteIds: [...siteIds] },
    { parser: sellerMergeSchema },
  );
}

/** The discharge; then the seller's side as answered, and the merges, goods and movements read again. */
export function useDischargeMerge(mergeId: number) {
  const { inventory } = useBackendClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (siteIds: readonly number[]) => dischargeMerge(inventory, mergeId, siteIds),
    onSuccess: async (seller) => {
      queryClient.setQueryData(mergeKeys.seller(mergeId), seller);
      await Promise.all(
        [mergeKeys.all, assetKeys.all, movementKeys.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}
