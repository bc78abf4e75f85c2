import { recognitionLocationSchema, recognitionPaths } from '@inventario/shared/contracts/recognition';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { fillPath } from '@/lib/api/path.ts';
import { LIVE_REFRESH_MS } from '../model/scan-links.ts';
import { recognitionKeys } from './recognition-keys.ts';

const locationsSchema = z.array(recognitionLocationSchema);

/** `GET /recognition/{id}/locations`: by site and code, each with its status and counts. */
export function getRecognitionLocations(api: ApiClient, id: number) {
  return api.get(fillPath(recognitionPaths.locations, { id }), { parser: locationsSchema });
}

/** `live` (the recognition is ongoing): reloaded every few seconds while the tab is seen, for the phones' reads. */
export function useRecognitionLocations(id: number | undefined, live: boolean) {
  const { inventory } = useBackendClients();
  return useQuery({
    queryKey: recognitionKeys.locations(id ?? 0),
    queryFn: () => getRecognitionLocations(inventory, id ?? 0),
    enabled: id !== undefined,
    refetchInterval: live ? LIVE_REFRESH_MS : false,
  });
}
