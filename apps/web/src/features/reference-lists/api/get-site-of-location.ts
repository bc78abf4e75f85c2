import { placementPaths, siteSchema } from '@inventario/shared/contracts/placement';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { fillPath } from '@/lib/api/path.ts';
import { siteKeys } from './placement-keys.ts';

/** `GET /site/fromLocation/{id}`: the site a location belongs to (to show an asset's site and location). */
export function getSiteOfLocation(api: ApiClient, locationId: number) {
  return api.get(fillPath(placementPaths.siteFromLocation, { id: locationId }), { parser: siteSchema });
}

export function useSiteOfLocation(locationId: number | null | undefined) {
  const { inventory } = useBackendClients();
  return useQuery({
    queryKey: siteKeys.ofLocation(locationId ?? 0),
    queryFn: () => getSiteOfLocation(inventory, locationId ?? 0),
    enabled: Boolean(locationId),
  });
}
