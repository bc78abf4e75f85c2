import { dischargePaths } from '@inventario/shared/contracts/discharge';
import { dischargeCausalSchema } from '@inventario/shared/contracts/out';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { dischargeKeys } from './discharge-keys.ts';

/**
 * `GET /movement/discharge/causalList`: why goods leave the inventory (art. 33–34), each with the
 * document the DS's measure rests on.
 */
export function listDischargeCausals(api: ApiClient) {
  return api.get(dischargePaths.causalList, { parser: z.array(dischargeCausalSchema) });
}

export function useDischargeCausals() {
  const { inventory } = useBackendClients();
  return useQuery({
    queryKey: dischargeKeys.causals(),
    queryFn: () => listDischargeCausals(inventory),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
