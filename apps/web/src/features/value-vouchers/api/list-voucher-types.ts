import { valueVoucherPaths, valueVoucherTypeSchema } from '@inventario/shared/contracts/value-vouchers';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { valueVoucherKeys } from './value-voucher-keys.ts';

/** `GET /movement/valueVoucher/typeList`: the kinds of variation, with the kinds of voucher they fit. */
export function listVoucherTypes(api: ApiClient) {
  return api.get(valueVoucherPaths.typeList, { parser: z.array(valueVoucherTypeSchema) });
}

export function useVoucherTypes() {
  const { inventory } = useBackendClients();
  return useQuery({
    queryKey: valueVoucherKeys.types(),
    queryFn: () => listVoucherTypes(inventory),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
