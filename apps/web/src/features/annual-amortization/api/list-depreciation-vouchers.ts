import { DEPRECIATION_VOUCHER_TYPE } from '@inventario/shared/domain/depreciation/depreciation';
import { MOVEMENT_TYPE } from '@inventario/shared/domain/movements/movement-types';
import { useQuery } from '@tanstack/react-query';
import { searchMovements } from '@/features/movements';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { depreciationKeys } from './depreciation-keys.ts';

/** One voucher per register: a school has a handful of registers, so one page holds them all. */
const PAGE_SIZE = 100;

/** The decrease vouchers the year's depreciation wrote ('DEP'), dated its close date, by number. */
export function useDepreciationVouchers(year: number, closeDate: string | null, enabled: boolean) {
  const { inventory } = useBackendClients();
  return useQuery({
    queryKey: depreciationKeys.vouchers(year, closeDate),
    queryFn: async () => {
      const search = {
        type: MOVEMENT_TYPE.decrease,
        voucherType: DEPRECIATION_VOUCHER_TYPE,
        year,
        date: closeDate ?? undefined,
        sortBy: 'number',
      };
      return (await searchMovements(inventory, 1, PAGE_SIZE, search)).movements;
    },
    enabled,
  });
}
