import { mergePaths, receiverMergeSchema } from '@inventario/shared/contracts/merges';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { fillPath } from '@/lib/api/path.ts';
import { mergeKeys } from './merge-keys.ts';

/** `GET /merge/{x}/receiver`: the package confirmed for the receiver, its receipt (mapping), its charge. */
export function getReceiverMerge(api: ApiClient, mergeId: number) {
  return api.get(fillPath(mergePaths.receiver, { x: mergeId }), { parser: receiverMergeSchema });
}

export function useReceiverMerge(mergeId: number) {
  const { inventory } = useBackendClients();
  return useQuery({
    queryKey: mergeKeys.receiver(mergeId),
    queryFn: () => getReceiverMerge(inventory, mergeId),
  });
}
