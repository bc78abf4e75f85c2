import { causalSchema, chargePaths } from '@inventario/shared/contracts/charges';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { chargeKeys } from './charge-keys.ts';

/** `GET /movement/charge/causalList`: why goods are charged (purchase, donation…), code and description. */
export function listChargeCausals(api: ApiClient) {
  return api.get(chargePaths.causalList, { parser: z.array(causalSchema) });
}

export function useChargeCausals() {
  const { inventory } = useBackendClients();
  return useQuery({
    queryKey: chargeKeys.causals(),
    queryFn: () => listChargeCausals(inventory),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
