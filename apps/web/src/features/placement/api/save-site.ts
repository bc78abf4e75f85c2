import { placementPaths, type SiteSave, siteSchema } from '@inventario/shared/contracts/placement';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { locationKeys, siteKeys } from '@/features/reference-lists';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';

/** `POST /site`: creates a site, or updates it when the body has an id. */
export function saveSite(api: ApiClient, site: SiteSave) {
  return api.post(placementPaths.siteSave, site, { parser: siteSchema });
}

export function useSaveSite() {
  const { inventory } = useBackendClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (site: SiteSave) => saveSite(inventory, site),
    // Locations show their site's code: they reload too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: siteKeys.all }),
        queryClient.invalidateQueries({ queryKey: locationKeys.all }),
      ]),
  });
}
