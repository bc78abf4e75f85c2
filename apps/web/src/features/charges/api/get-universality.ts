import { universalityPaths, universalitySchema } from '@inventario/shared/contracts/universalities';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { fillPath } from '@/lib/api/path.ts';
import { chargeKeys } from './charge-keys.ts';

/** `GET /universality/{id}`: its description, status and totals (`#/charge/new/universality/{id}`). */
export function getUniversality(api: ApiClient, id: number) {
  return api.get(fillPath(universalityPaths.item, { id }), { parser: universalitySchema });
}

export function useUniversality(id: number | undefined) {
  const { inventory } = useBackendClients();
  return useQuery({
    queryKey: chargeKeys.universality(id ?? 0),
    queryFn: () => getUniversality(inventory, id ?? 0),
    enabled: id !== undefined,
  });
}
