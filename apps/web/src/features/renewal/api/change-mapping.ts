import { type MappingChange, mappingSchema, renewalPaths } from '@inventario/shared/contracts/renewal';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { fillPath } from '@/lib/api/path.ts';
import { renewalKeys } from './renewal-keys.ts';

/**
 * `PUT /renewal/{id}/mapping`: the targets of the rows given, until the mapping is confirmed
 * (`renewalMappingConfirmed`); a target of another register is refused (`renewalMappingCrossRegister`).
 */
export function changeMapping(api: ApiClient, id: number, change: MappingChange) {
  return api.put(fillPath(renewalPaths.mapping, { id }), change, { parser: mappingSchema });
}

/** The answer is the mapping as saved: it takes the query's place; the renewal's blockers are read again. */
export function useChangeMapping(id: number) {
  const { inventory } = useBackendClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: MappingChange) => changeMapping(inventory, id, change),
    onSuccess: async (saved) => {
      queryClient.setQueryData(renewalKeys.mapping(id), saved);
      await queryClient.invalidateQueries({ queryKey: renewalKeys.current() });
    },
  });
}
