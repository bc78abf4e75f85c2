import { renewalPaths, renewalRecognitionsSchema } from '@inventario/shared/contracts/renewal';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { renewalKeys } from './renewal-keys.ts';

/** `GET /renewal/recognitions`: the ended recognitions for renewal no renewal has started from, newest first. */
export function getRenewalRecognitions(api: ApiClient) {
  return api.get(renewalPaths.recognitions, { parser: renewalRecognitionsSchema });
}

/** Read again each time the start form shows: a recognition may have ended on its own screen meanwhile. */
export function useRenewalRecognitions(enabled: boolean) {
  const { inventory } = useBackendClients();
  return useQuery({
    queryKey: renewalKeys.recognitions(),
    queryFn: () => getRenewalRecognitions(inventory),
    enabled,
    staleTime: 0,
  });
}
