import {
  type ImportColumnsSave,
  importColumnsSchema,
  importPaths,
  importSummarySchema,
} from '@inventario/shared/contracts/imports';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { fillPath } from '@/lib/api/path.ts';
import { importKeys } from './import-keys.ts';

/** `GET /import/{id}/columns`: another product's file's headers and first rows, and the mapping to propose. */
export function getImportColumns(api: ApiClient, id: string) {
  return api.get(fillPath(importPaths.columns, { id }), { parser: importColumnsSchema });
}

export function useImportColumns(id: string) {
  const { inventory } = useBackendClients();
  return useQuery({ queryKey: importKeys.columns(id), queryFn: () => getImportColumns(inventory, id) });
}

/** `PUT /import/{id}/columns`: 202 with the import, `validating` again; 400 `importColumnsInvalid`. */
export function saveImportColumns(api: ApiClient, id: string, save: ImportColumnsSave) {
  return api.put(fillPath(importPaths.columns, { id }), save, { parser: importSummarySchema });
}

/** Gives the columns and follows the file's new check; its old lists and columns are gone. */
export function useSaveImportColumns(id: string) {
  const { inventory } = useBackendClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: ImportColumnsSave) => saveImportColumns(inventory, id, save),
    onSuccess: (summary) => {
      queryClient.setQueryData(importKeys.one(summary.id), summary);
      queryClient.setQueryData(importKeys.pending(), { import: summary });
      queryClient.removeQueries({ queryKey: importKeys.tempLists(summary.id) });
      queryClient.removeQueries({ queryKey: importKeys.columns(summary.id) });
    },
  });
}
