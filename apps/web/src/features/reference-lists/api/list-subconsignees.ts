import { subConsigneePaths, subConsigneeSchema } from '@inventario/shared/contracts/subconsignees';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { subconsigneeKeys } from './subconsignee-keys.ts';

/** `GET /subconsignee/list`: every sub-consignee of the school (for the location's select). */
export function listSubConsignees(api: ApiClient) {
  return api.get(subConsigneePaths.list, { parser: z.array(subConsigneeSchema) });
}

export function useSubConsigneeList(options: { enabled?: boolean } = {}) {
  const { inventory } = useBackendClients();
  return useQuery({
    queryKey: subconsigneeKeys.list(),
    queryFn: () => listSubConsignees(inventory),
    enabled: options.enabled ?? true,
  });
}

/** `GET /subconsignee/list/withAssignedLocation`: the sub-consignees who look after at least one location. */
export function listSubConsigneesWithLocations(api: ApiClient) {
  return api.get(subConsigneePaths.listWithAssignedLocation, { parser: z.array(subConsigneeSchema) });
}

export function useSubConsigneesWithLocations(options: { enabled?: boolean } = {}) {
  const { inventory } = useBackendClients();
  return useQuery({
    queryKey: subconsigneeKeys.withAssignedLocation(),
    queryFn: () => listSubConsigneesWithLocations(inventory),
    enabled: options.enabled ?? true,
  });
}
