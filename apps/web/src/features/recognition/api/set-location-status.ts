import { recognitionLocationSchema, recognitionPaths } from '@inventario/shared/contracts/recognition';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { fillPath } from '@/lib/api/path.ts';
import { recognitionKeys } from './recognition-keys.ts';

export interface LocationStatusChange {
  id: number;
  idLocation: number;
  /** `start` begins (or begins again) a location's count; `complete` ends it. */
  action: 'start' | 'complete';
}

/** `PUT /recognition/{id}/location/{idLocation}/start|complete`. */
export function setLocationStatus(api: ApiClient, { id, idLocation, action }: LocationStatusChange) {
  const path = action === 'start' ? recognitionPaths.locationStart : recognitionPaths.locationComplete;
  return api.put(fillPath(path, { id, idLocation }), undefined, { parser: recognitionLocationSchema });
}

export function useSetLocationStatus() {
  const { inventory } = useBackendClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: LocationStatusChange) => setLocationStatus(inventory, change),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recognitionKeys.all }),
  });
}
