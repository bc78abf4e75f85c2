import { mergePaths, sellerMergeSchema } from '@inventario/shared/contracts/merges';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { fillPath } from '@/lib/api/path.ts';
import { mergeKeys } from './merge-keys.ts';

/** `GET /merge/{x}/seller`: the seller's side of merge x: blockers, its sites, its package once sent. */
export function getSellerMerge(api: ApiClient, mergeId: number) {
  return api.get(fillPath(mergePaths.seller, { x: mergeId }), { parser: sellerMergeSchema });
}

export function useSellerMerge(mergeId: number) {
  const { inventory } = useBackendClients();
  return useQuery({
    queryKey: mergeKeys.seller(mergeId),
    queryFn: () => getSellerMerge(inventory, mergeId),
  });
}
