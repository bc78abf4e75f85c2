import { recognitionPaths, recognitionSchema } from '@inventario/shared/contracts/recognition';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { fillPath } from '@/lib/api/path.ts';
import { recognitionKeys } from './recognition-keys.ts';

/** `GET /recognition/{id}`: its dates, flags, status and counts. */
export function getRecognition(api: ApiClient, id: number) {
  return api.get(fillPath(recognitionPaths.item, { id }), { parser: recognitionSchema });
}

export function useRecognition(id: number | undefined) {
  const { inventory } = useBackendClients();
  return useQuery({
    queryKey: recognitionKeys.detail(id ?? 0),
    queryFn: () => getRecognition(inventory, id ?? 0),
    enabled: id !== undefined,
  });
}
