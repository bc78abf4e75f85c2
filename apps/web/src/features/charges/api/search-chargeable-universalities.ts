import { universalityPageSchema, universalityPaths } from '@inventario/shared/contracts/universalities';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { fillPath } from '@/lib/api/path.ts';
import { chargeKeys } from './charge-keys.ts';

const PAGE_SIZE = 500;

/** `POST /universality/search/1/500 {notCharged}`: the universalities a charge can start from. */
export async function searchChargeableUniversalities(api: ApiClient) {
  const found = await api.post(
    fillPath(universalityPaths.search, { page: 1, size: PAGE_SIZE }),
    { notCharged: true, sortBy: 'description' },
    { parser: universalityPageSchema },
  );
  return found.universalities;
}

export function useChargeableUniversalities(enabled: boolean) {
  const { inventory } = useBackendClients();
  return useQuery({
    queryKey: chargeKeys.chargeableUniversalities(),
    queryFn: () => searchChargeableUniversalities(inventory),
    enabled,
  });
}
