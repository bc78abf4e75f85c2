import { cataloguePaths, registerSchema } from '@inventario/shared/contracts/catalogue';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { catalogueKeys } from './catalogue-keys.ts';

const registerListSchema = z.array(registerSchema);

/** `GET /register/list`: the school's registers (art. 31), in their legal order. */
export function listRegisters(api: ApiClient) {
  return api.get(cataloguePaths.registerList, { parser: registerListSchema });
}

export function useRegisters() {
  const { inventory } = useBackendClients();
  return useQuery({
    queryKey: catalogueKeys.registers(),
    queryFn: () => listRegisters(inventory),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
