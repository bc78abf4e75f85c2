import { financialYearPaths, financialYearSchema } from '@inventario/shared/contracts/financial-years';
import { firstDayOf } from '@inventario/shared/domain/financial-years/financial-year';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { financialYearKeys } from '@/features/reference-lists';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';

/** `POST /financialYear {startDate}`: opens a year, which always starts on 1 January. */
export function createYear(api: ApiClient, year: number) {
  return api.post(
    financialYearPaths.create,
    { startDate: firstDayOf(year) },
    { parser: financialYearSchema },
  );
}

export function useCreateYear() {
  const { inventory } = useBackendClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (year: number) => createYear(inventory, year),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: financialYearKeys.all }),
  });
}
