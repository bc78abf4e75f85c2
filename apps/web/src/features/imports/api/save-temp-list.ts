import { type TempListSave, tempListPaths, tempListSchema } from '@inventario/shared/contracts/imports';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import type { ListKind } from '../model/mapping-lists.ts';
import { importKeys } from './import-keys.ts';

/** `PUT /site/temp/list` and the others: the user's choices for some entries; answers the whole list. */
export function saveTempList(api: ApiClient, kind: ListKind, save: TempListSave) {
  return api.put(tempListPaths[kind], save, { parser: tempListSchema });
}

/**
 * Saves the choices of a list and shows the list as the server answers it. A site mapped elsewhere has
 * its locations matched again by the server: their list is read again.
 */
export function useSaveTempList(importId: string, kind: ListKind) {
  const { inventory } = useBackendClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: TempListSave) => saveTempList(inventory, kind, save),
    onSuccess: async (list) => {
      queryClient.setQueryData(importKeys.tempList(importId, kind), list);
      if (kind === 'site')
        await queryClient.invalidateQueries({ queryKey: importKeys.tempList(importId, 'location') });
    },
  });
}
