import { mappingSchema, renewalPaths } from '@inventario/shared/contracts/renewal';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { fillPath } from '@/lib/api/path.ts';
import { renewalKeys } from './renewal-keys.ts';

/** `GET /renewal/{id}/mapping`: the subcategories in use with their targets, the current list, the problems. */
export function getMapping(api: ApiClient, id: number) {
  return api.get(fillPath(renewalPaths.mapping, { id }), { parser: mappingSchema });
}

export function useMapping(id: number) {
  const { inventory } = useBackendClients();
  return useQuery({ queryKey: renewalKeys.mapping(id), queryFn: () => getMapping(inventory, id) });
}
