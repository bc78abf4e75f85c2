import { tempListSchema } from '@inventario/shared/contracts/imports';
import { mergePaths } from '@inventario/shared/contracts/merges';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { importKeys } from '@/features/imports';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { fillPath } from '@/lib/api/path.ts';
import { mergeKeys } from './merge-keys.ts';

/**
 * `POST /site/temp/merge/{x}/list`: starts the receipt of the package (once), the school's pending
 * import whose temp lists map the package's sites, locations, sub-consignees, subcategories and
 * creditors onto the school's; answers its sites.
 */
export function startReceipt(api: ApiClient, mergeId: number) {
  return api.post(fillPath(mergePaths.siteTemp, { x: mergeId }), undefined, { parser: tempListSchema });
}

/** Starts the receipt; its sites are cached as its first list, and the receiver's side read again. */
export function useStartReceipt(mergeId: number) {
  const { inventory } = useBackendClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => startReceipt(inventory, mergeId),
    onSuccess: async (sites) => {
      queryClient.setQueryData(importKeys.tempList(sites.importId, 'site'), sites);
      await queryClient.invalidateQueries({ queryKey: mergeKeys.receiver(mergeId) });
    },
  });
}
