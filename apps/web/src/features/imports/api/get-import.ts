import { type ImportSummary, importPaths, importSummarySchema } from '@inventario/shared/contracts/imports';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { fillPath } from '@/lib/api/path.ts';
import { importKeys } from './import-keys.ts';

/** How often a file being checked is asked after: the check of a school's file takes seconds. */
export const VALIDATION_POLL_MS = 1000;

/** `GET /import/{id}`. */
export function getImport(api: ApiClient, id: string) {
  return api.get(fillPath(importPaths.one, { id }), { parser: importSummarySchema });
}

/** The import, from what the screen already has, asked again every second while its file is checked. */
export function useImport(known: ImportSummary) {
  const { inventory } = useBackendClients();
  return useQuery({
    queryKey: importKeys.one(known.id),
    queryFn: () => getImport(inventory, known.id),
    initialData: known,
    // The known summary is as old as the pending import's answer: ask at once only while it may change.
    staleTime: known.state === 'validating' ? 0 : Number.POSITIVE_INFINITY,
    refetchInterval: (query) => (query.state.data?.state === 'validating' ? VALIDATION_POLL_MS : false),
  });
}
