import { importPaths, pendingImportSchema } from '@inventario/shared/contracts/imports';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import type { ImportTarget } from '../model/import-target.ts';
import { importKeys } from './import-keys.ts';

/** `GET /import/last?type=&list=`: the school's latest import of the screen's kind that ended, if any. */
export function getLastImport(api: ApiClient, target: ImportTarget) {
  return api.get(importPaths.last, {
    query: { type: target.type, list: target.list ?? undefined },
    parser: pendingImportSchema,
  });
}

/** Asked only while nothing is pending: the screen offers the last result beside the upload. */
export function useLastImport(target: ImportTarget, enabled: boolean) {
  const { inventory } = useBackendClients();
  return useQuery({
    queryKey: importKeys.last(target.type, target.list),
    queryFn: () => getLastImport(inventory, target),
    enabled,
  });
}
