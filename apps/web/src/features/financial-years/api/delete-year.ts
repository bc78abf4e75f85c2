import { financialYearPaths } from '@inventario/shared/contracts/financial-years';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { financialYearKeys } from '@/features/reference-lists';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { fillPath } from '@/lib/api/path.ts';

/** `DELETE /financialYear/{id}`: only the latest year, open and without movements. */
export async function deleteYear(api: ApiClient, id: number): Promise<void> {
  await api.delete(fillPath(financialYearPaths.delete, { id }));
}

export function useDeleteYear() {
  const { inventory } = useBackendClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteYear(inventory, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: financialYearKeys.all }),
  });
}
