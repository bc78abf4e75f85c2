import { universalityPaths, universalitySchema } from '@inventario/shared/contracts/universalities';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { fillPath } from '@/lib/api/path.ts';
import { universalityKeys } from './universality-keys.ts';

/** `GET /universality/{id}`: one universality with its totals, status and, once charged, its number. */
export function getUniversality(api: ApiClient, id: number) {
  return api.get(fillPath(universalityPaths.item, { id }), { parser: universalitySchema });
}

export function useUniversality(id: number | null) {
  const { inventory } = useBackendClients();
  return useQuery({
    queryKey: universalityKeys.detail(id ?? 0),
    queryFn: () => getUniversality(inventory, id ?? 0),
    enabled: id !== null,
  });
}
