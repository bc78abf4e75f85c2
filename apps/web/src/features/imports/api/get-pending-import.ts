import { importPaths, pendingImportSchema } from '@inventario/shared/contracts/imports';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { importKeys } from './import-keys.ts';

/** `GET /import/pending`: the school's import waiting between upload and import, if any. */
export function getPendingImport(api: ApiClient) {
  return api.get(importPaths.pending, { parser: pendingImportSchema });
}

export function usePendingImport() {
  const { inventory } = useBackendClients();
  return useQuery({ queryKey: importKeys.pending(), queryFn: () => getPendingImport(inventory) });
}
