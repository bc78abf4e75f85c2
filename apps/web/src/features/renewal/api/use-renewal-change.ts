import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { renewalChangedKeys } from './renewal-keys.ts';

/**
 * A step of the renewal that changes the registers (revalue, renumber, their reverts, the end): once
 * done, the renewal, the goods and the movements are read again.
 */
export function useRenewalChange(change: (api: ApiClient, id: number) => Promise<unknown>, id: number) {
  const { inventory } = useBackendClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => change(inventory, id),
    onSuccess: () =>
      Promise.all(renewalChangedKeys().map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
