import { recognitionPaths, scanLinkSchema } from '@inventario/shared/contracts/recognition';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { fillPath } from '@/lib/api/path.ts';
import { LIVE_REFRESH_MS } from '../model/scan-links.ts';
import { recognitionKeys } from './recognition-keys.ts';

const scanLinksSchema = z.array(scanLinkSchema);

/** `GET /recognition/{id}/scanLinks`: newest first, used or not, until when their phones read, revoked ones. */
export function getScanLinks(api: ApiClient, id: number) {
  return api.get(fillPath(recognitionPaths.scanLinks, { id }), { parser: scanLinksSchema });
}

/** `live`: reloaded every few seconds (while the tab is seen), so a phone taking its code shows at once. */
export function useScanLinks(id: number, live: boolean) {
  const { inventory } = useBackendClients();
  return useQuery({
    queryKey: recognitionKeys.scanLinks(id),
    queryFn: () => getScanLinks(inventory, id),
    refetchInterval: live ? LIVE_REFRESH_MS : false,
  });
}
