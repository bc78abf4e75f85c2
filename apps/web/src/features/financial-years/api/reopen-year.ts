import { financialYearPaths, financialYearSchema } from '@inventario/shared/contracts/financial-years';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { movementKeys } from '@/features/movements';
import { financialYearKeys } from '@/features/reference-lists';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';

/** `PUT /financialYear/reopen {year}`: reopens the latest closed year, removing its depreciation. */
export function reopenYear(api: ApiClient, year: number) {
  return api.put(financialYearPaths.reopen, { year }, { parser: financialYearSchema });
}

export function useReopenYear() {
  const { inventory } = useBackendClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (year: number) => reopenYear(inventory, year),
    onSuccess: async () => {
      // The movements change too: reopening removes the year's 'DEP' decrease vouchers.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: financialYearKeys.all }),
        queryClient.invalidateQueries({ queryKey: movementKeys.all }),
      ]);
    },
  });
}
