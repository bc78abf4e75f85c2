import { depreciationTotalSchema, valueVoucherPaths } from '@inventario/shared/contracts/value-vouchers';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { fillPath } from '@/lib/api/path.ts';
import { depreciationKeys } from './depreciation-keys.ts';

/**
 * `GET /movement/valueVoucher/depreciation/{year}/total`: by register, what closing the year with
 * depreciation would write, or (`done`) what it wrote.
 */
export function getDepreciationTotal(api: ApiClient, year: number) {
  return api.get(fillPath(valueVoucherPaths.depreciationTotal, { year }), {
    parser: depreciationTotalSchema,
  });
}

export function useDepreciationTotal(year: number | undefined) {
  const { inventory } = useBackendClients();
  return useQuery({
    queryKey: depreciationKeys.total(year ?? 0),
    queryFn: () => getDepreciationTotal(inventory, year as number),
    enabled: year !== undefined,
  });
}
