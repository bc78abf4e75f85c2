import { schoolDataPaths, schoolDataSchema } from '@inventario/shared/contracts/school-data';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { schoolDataQueryKey } from './get-school-data.ts';

/** `PUT /school/data/sync`: copies DS and DSGA from the customer area into the school data. */
export function syncHeads(api: ApiClient) {
  return api.put(schoolDataPaths.sync, undefined, { parser: schoolDataSchema });
}

export function useSyncHeads() {
  const { inventory } = useBackendClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => syncHeads(inventory),
    onSuccess: (synced) => queryClient.setQueryData(schoolDataQueryKey, synced),
  });
}
