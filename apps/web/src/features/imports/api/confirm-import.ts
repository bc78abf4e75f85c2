import { importPaths, importSummarySchema } from '@inventario/shared/contracts/imports';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { fillPath } from '@/lib/api/path.ts';
import { importKeys } from './import-keys.ts';

/**
 * `POST /import/{id}/confirm` (no body): a ready import is written as its temp lists map it, by a
 * background job, all or nothing. 202 with the import, `importing`; 409 when the mapping collides with
 * the school's lists (`details.kind`, `details.sourceKey`).
 */
export function confirmImport(api: ApiClient, id: string) {
  return api.post(fillPath(importPaths.confirm, { id }), undefined, { parser: importSummarySchema });
}

/** Starts the import; the screen then follows its progress as the school's pending import. */
export function useConfirmImport() {
  const { inventory } = useBackendClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => confirmImport(inventory, id),
    onSuccess: (summary) => {
      queryClient.setQueryData(importKeys.one(summary.id), summary);
      queryClient.setQueryData(importKeys.pending(), { import: summary });
      // The lists were the mapping's: an import being written has none to show.
      queryClient.removeQueries({ queryKey: importKeys.tempLists(summary.id) });
    },
  });
}
