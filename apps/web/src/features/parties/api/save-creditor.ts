import { type CreditorSave, creditorPaths, creditorSchema } from '@inventario/shared/contracts/parties';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { partiesKeys } from './parties-query-keys.ts';

/**
 * `POST /creditor`: creates a creditor (no id) or updates one; field problems come back as
 * `validationFailed` with `details.issues`.
 */
export function saveCreditor(api: ApiClient, creditor: CreditorSave) {
  return api.post(creditorPaths.save, creditor, { parser: creditorSchema });
}

export function useSaveCreditor() {
  const { inventory } = useBackendClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (creditor: CreditorSave) => saveCreditor(inventory, creditor),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partiesKeys.all }),
  });
}
