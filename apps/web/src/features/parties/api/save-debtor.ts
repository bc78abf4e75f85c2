import { type DebtorSave, debtorPaths, debtorSchema } from '@inventario/shared/contracts/parties';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { partiesKeys } from './parties-query-keys.ts';

/** `POST /debtor`: creates a debtor (no id) or updates one; field problems come back as `validationFailed`. */
export function saveDebtor(api: ApiClient, debtor: DebtorSave) {
  return api.post(debtorPaths.save, debtor, { parser: debtorSchema });
}

export function useSaveDebtor() {
  const { inventory } = useBackendClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (debtor: DebtorSave) => saveDebtor(inventory, debtor),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partiesKeys.all }),
  });
}
