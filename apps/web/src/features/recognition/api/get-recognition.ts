import { recognitionPaths, recognitionSchema } from '@inventario/shared/contracts/recognition';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { fillPath } from '@/lib/api/path.ts';
import { liveRefreshInterval } from '../model/scan-links.ts';
import { recognitionKeys } from './recognition-keys.ts';

/** `GET /recognition/{id}`: its dates, flags, status and counts. */
export function getRecognition(api: ApiClient, id: number) {
  return api.get(fillPath(recognitionPaths.item, { id }), { parser: recognitionSchema });
}

/**
 * Reloaded every few seconds while it is ongoing and the tab is seen (TanStack Query pauses the
 * interval in a hidden tab), so the phones' reads show in its counts; no more once it has ended.
 */
export function useRecognition(id: number | undefined) {
  const { inventory } = useBackendClients();
  return useQuery({
    queryKey: recognitionKeys.detail(id ?? 0),
    queryFn: () => getRecognition(inventory, id ?? 0),
    enabled: id !== undefined,
    refetchInterval: (query) => liveRefreshInterval(query.state.data?.status),
  });
}
