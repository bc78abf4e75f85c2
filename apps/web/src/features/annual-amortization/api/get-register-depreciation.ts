import { registerDepreciationSchema, valueVoucherPaths } from '@inventario/shared/contracts/value-vouchers';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { fillPath } from '@/lib/api/path.ts';
import { depreciationKeys } from './depreciation-keys.ts';

/** `GET /movement/valueVoucher/depreciation/{year}/register/{registerId}/total`: one register by subcategory. */
export function getRegisterDepreciation(api: ApiClient, year: number, registerId: number) {
  return api.get(fillPath(valueVoucherPaths.depreciationRegisterTotal, { year, registerId }), {
    parser: registerDepreciationSchema,
  });
}

/** Loaded only once the register is opened: most users look at one or two. */
export function useRegisterDepreciation(year: number, registerId: number, enabled: boolean) {
  const { inventory } = useBackendClients();
  return useQuery({
    queryKey: depreciationKeys.register(year, registerId),
    queryFn: () => getRegisterDepreciation(inventory, year, registerId),
    enabled,
  });
}
