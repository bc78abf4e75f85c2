import { recognitionPaths, recognitionSchema } from '@inventario/shared/contracts/recognition';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { fillPath } from '@/lib/api/path.ts';
import { renewalKeys } from './renewal-keys.ts';

/** `GET /recognition/{id}`: the recognition a renewal started from, for its dates in the summary. */
export function getRenewalRecognition(api: ApiClient, id: number) {
  return api.get(fillPath(recognitionPaths.item, { id }), { parser: recognitionSchema });
}

/** An ended recognition changes no more: read once. */
export function useRenewalRecognition(id: number) {
  const { inventory } = useBackendClients();
  return useQuery({
    queryKey: renewalKeys.recognition(id),
    queryFn: () => getRenewalRecognition(inventory, id),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
