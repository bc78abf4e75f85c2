import { customerAreaPaths, customerSchema } from '@inventario/shared/contracts/customer-area';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { fillPath } from '@/lib/api/path.ts';

/** `GET /api/customers/{code}`: a school's detail (name, city, ministerial code, DS and DSGA). */
export function getCustomer(api: ApiClient, code: string) {
  return api.get(fillPath(customerAreaPaths.customer, { code }), { parser: customerSchema });
}

export const customerQueryKey = (code: string) => ['customer', code] as const;

/** The school with this code; idle while the code is unknown. */
export function useCustomer(code: string | undefined) {
  const { customerArea } = useBackendClients();
  return useQuery({
    queryKey: customerQueryKey(code ?? ''),
    queryFn: () => getCustomer(customerArea, code ?? ''),
    enabled: Boolean(code),
    staleTime: 5 * 60_000,
  });
}
