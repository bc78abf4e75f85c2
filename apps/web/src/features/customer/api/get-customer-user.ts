import { customerAreaPaths, customerUserSchema } from '@inventario/shared/contracts/customer-area';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { fillPath } from '@/lib/api/path.ts';

/** `GET /api/customers/{code}/users/{username}`: the signed-in user's detail (spec 01 §3). */
export function getCustomerUser(api: ApiClient, code: string, username: string) {
  return api.get(fillPath(customerAreaPaths.user, { code, user: username }), { parser: customerUserSchema });
}

export const customerUserQueryKey = (code: string, username: string) =>
  ['customer', code, 'user', username] as const;

export function useCustomerUser(code: string, username: string) {
  const { customerArea } = useBackendClients();
  return useQuery({
    queryKey: customerUserQueryKey(code, username),
    queryFn: () => getCustomerUser(customerArea, code, username),
    staleTime: 5 * 60_000,
  });
}
