import { type LocationSave, locationSchema, placementPaths } from '@inventario/shared/contracts/placement';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { locationKeys, subconsigneeKeys } from '@/features/reference-lists';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';

/** `POST /location`: creates a location of a site, or updates it when the body has an id. */
export function saveLocation(api: ApiClient, location: LocationSave) {
  return api.post(placementPaths.locationSave, location, { parser: locationSchema });
}

export function useSaveLocation() {
  const { inventory } = useBackendClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (location: LocationSave) => saveLocation(inventory, location),
    // Sub-consignees count their entrusted locations: that count moves too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: locationKeys.all }),
        queryClient.invalidateQueries({ queryKey: subconsigneeKeys.all }),
      ]),
  });
}
