import { financialYearPaths, financialYearSchema } from '@inventario/shared/contracts/financial-years';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { movementKeys } from '@/features/movements';
import { financialYearKeys } from '@/features/reference-lists';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';

export interface CloseYearRequest {
  /** With depreciation: one decrease value voucher per register, dated the end date (DOMAIN §5). */
  toDepreciate: boolean;
  /** ISO date inside the oldest open year. */
  endDate: string;
}

/** `PUT /financialYear/close`: closes the oldest open year. */
export function closeYear(api: ApiClient, request: CloseYearRequest) {
  return api.put(financialYearPaths.close, request, { parser: financialYearSchema });
}

export function useCloseYear() {
  const { inventory } = useBackendClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CloseYearRequest) => closeYear(inventory, request),
    onSuccess: async () => {
      // The movements change too: closing with depreciation writes the year's 'DEP' decrease vouchers.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: financialYearKeys.all }),
        queryClient.invalidateQueries({ queryKey: movementKeys.all }),
      ]);
    },
  });
}
