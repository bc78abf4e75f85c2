import { MOVEMENT_TYPE } from '@inventario/shared/domain/movements/movement-types';
import { useQuery } from '@tanstack/react-query';
import { searchMovements } from '@/features/movements/api/search-movements.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { depreciationVouchers } from '../model/year-stage.ts';
import { depreciationKeys } from './depreciation-keys.ts';

/** One voucher per register: a school has a handful of registers, so one page holds them all. */
const PAGE_SIZE = 100;

/**
 * The decrease vouchers the year's depreciation wrote. The movement search has no voucher-type filter:
 * it gives the year's decrease vouchers (type 5) and the 'DEP' ones are kept. The depreciation's are
 * dated the close date, so they are searched on that day only.
 */
export function useDepreciationVouchers(year: number, closeDate: string | null, enabled: boolean) {
  const { inventory } = useBackendClients();
  return useQuery({
    queryKey: [...depreciationKeys.vouchers(year), closeDate],
    queryFn: async () => {
      const search = { type: MOVEMENT_TYPE.decrease, year, date: closeDate ?? undefined, sortBy: 'number' };
      const page = await searchMovements(inventory, 1, PAGE_SIZE, search);
      return depreciationVouchers(page.movements);
    },
    enabled,
  });
}
