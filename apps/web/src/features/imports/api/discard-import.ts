import { importPaths } from '@inventario/shared/contracts/imports';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { fillPath } from '@/lib/api/path.ts';
import { IMPORT_ISSUES_AREA, importKeys } from './import-keys.ts';

/** `DELETE /import/{id}`: a pending import goes, its file and report with it (not while importing). */
export async function discardImport(api: ApiClient, id: string): Promise<void> {
  await api.delete(fillPath(importPaths.one, { id }));
}

export function useDiscardImport() {
  const { inventory } = useBackendClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => discardImport(inventory, id),
    onSuccess: (_answer, id) => {
      queryClient.setQueryData(importKeys.pending(), { import: null });
      queryClient.removeQueries({ queryKey: importKeys.one(id) });
      queryClient.removeQueries({ queryKey: [IMPORT_ISSUES_AREA] });
    },
  });
}
