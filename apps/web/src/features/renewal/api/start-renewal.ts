import { type RenewalStart, renewalPaths, renewalSchema } from '@inventario/shared/contracts/renewal';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { renewalKeys } from './renewal-keys.ts';

/** `POST /renewal`: at 31/12 of the year, from the ended recognition for renewal of that year; one at a time. */
export function startRenewal(api: ApiClient, start: RenewalStart) {
  return api.post(renewalPaths.start, start, { parser: renewalSchema });
}

export function useStartRenewal() {
  const { inventory } = useBackendClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (start: RenewalStart) => startRenewal(inventory, start),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: renewalKeys.all }),
  });
}
