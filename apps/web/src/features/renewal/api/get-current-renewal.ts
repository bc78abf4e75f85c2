import { currentRenewalSchema, renewalPaths } from '@inventario/shared/contracts/renewal';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { renewalKeys } from './renewal-keys.ts';

/** `GET /renewal`: the school's ongoing renewal, else its latest; null for a school that never had one. */
export function getCurrentRenewal(api: ApiClient) {
  return api.get(renewalPaths.current, { parser: currentRenewalSchema });
}

/**
 * One cached query for the screen and the drawer's "in progress" mark (read once, reloaded by the
 * renewal's own commands, never polled). Only for a user with licence RIN: the API refuses the others.
 */
export function useCurrentRenewal({ enabled = true }: { enabled?: boolean } = {}) {
  const { inventory } = useBackendClients();
  return useQuery({
    queryKey: renewalKeys.current(),
    queryFn: () => getCurrentRenewal(inventory),
    enabled,
  });
}
