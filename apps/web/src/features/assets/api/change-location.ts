import {
  assetChangeResultSchema,
  assetPaths,
  type LocationChange,
} from '@inventario/shared/contracts/assets';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { assetKeys } from './asset-keys.ts';

/** `POST /asset/locationChange`: the assets move to another (active) location, with history. */
export function changeLocation(api: ApiClient, change: LocationChange) {
  return api.post(assetPaths.locationChange, change, { parser: assetChangeResultSchema });
}

export function useChangeLocation() {
  const { inventory } = useBackendClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: LocationChange) => changeLocation(inventory, change),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assetKeys.all }),
  });
}
