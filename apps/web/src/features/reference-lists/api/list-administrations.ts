import { administrationListSchema, administrationPaths } from '@inventario/shared/contracts/parties';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';

/**
 * Query keys of the administrations list as the vouchers choose from it; the administrations' screen
 * (`features/parties`) reloads it after a change.
 */
export const administrationKeys = {
  list: () => ['administrations', 'list'] as const,
};

/** `GET /administration/list`: the public administrations the school's vouchers name (spec 02 §3). */
export function listAdministrations(api: ApiClient) {
  return api.get(administrationPaths.list, { parser: administrationListSchema });
}

export function useAdministrations() {
  const { inventory } = useBackendClients();
  return useQuery({ queryKey: administrationKeys.list(), queryFn: () => listAdministrations(inventory) });
}
