import {
  type AdministrationSave,
  administrationPaths,
  administrationSchema,
} from '@inventario/shared/contracts/parties';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { administrationKeys } from '@/features/reference-lists';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { partiesKeys } from './parties-query-keys.ts';

/** `POST /administration`: creates an administration (no id) or updates one. */
export function saveAdministration(api: ApiClient, administration: AdministrationSave) {
  return api.post(administrationPaths.save, administration, { parser: administrationSchema });
}

export function useSaveAdministration() {
  const { inventory } = useBackendClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (administration: AdministrationSave) => saveAdministration(inventory, administration),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: partiesKeys.all }),
        queryClient.invalidateQueries({ queryKey: administrationKeys.list() }),
      ]),
  });
}
