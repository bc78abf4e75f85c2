import { mergeOverviewRowSchema, mergePaths } from '@inventario/shared/contracts/merges';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { mergeKeys } from './merge-keys.ts';

const overviewSchema = z.array(mergeOverviewRowSchema);

/** `GET /merge/overview` (vendor staff): every merge of the installation with its state. */
export function getMergeOverview(api: ApiClient) {
  return api.get(mergePaths.overview, { parser: overviewSchema });
}

export function useMergeOverview() {
  const { inventory } = useBackendClients();
  return useQuery({ queryKey: mergeKeys.overview(), queryFn: () => getMergeOverview(inventory) });
}
