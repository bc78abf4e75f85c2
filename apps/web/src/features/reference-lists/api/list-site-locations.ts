import { locationSchema, placementPaths } from '@inventario/shared/contracts/placement';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { fillPath } from '@/lib/api/path.ts';
import { locationKeys } from './placement-keys.ts';

/** `GET /location/{siteId}/list`: every location of a site, active or not. */
export function listSiteLocations(api: ApiClient, siteId: number) {
  return api.get(fillPath(placementPaths.locationList, { siteId }), { parser: z.array(locationSchema) });
}

export function useSiteLocations(siteId: number | null | undefined) {
  const { inventory } = useBackendClients();
  return useQuery({
    queryKey: locationKeys.ofSite(siteId ?? 0),
    queryFn: () => listSiteLocations(inventory, siteId ?? 0),
    enabled: Boolean(siteId),
  });
}
