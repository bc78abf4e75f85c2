import { type ImportSummary, importPaths, importSummarySchema } from '@inventario/shared/contracts/imports';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { fillPath } from '@/lib/api/path.ts';
import { importKeys } from './import-keys.ts';

/** How often an import the server works on is asked after: a check or a run takes seconds. */
export const IMPORT_POLL_MS = 1000;

/** The states in which a background job works on the import: its file is checked, or imported. */
const WORKING: readonly ImportSummary['state'][] = ['validating', 'importing'];

export const isWorking = (state: ImportSummary['state']) => WORKING.includes(state);

/** `GET /import/{id}`. */
export function getImport(api: ApiClient, id: string) {
  return api.get(fillPath(importPaths.one, { id }), { parser: importSummarySchema });
}

/**
 * The import, from what the screen already has, asked again every second while its file is checked
 * or written (the progress of the run comes with it).
 */
export function useImport(known: ImportSummary) {
  const { inventory } = useBackendClients();
  return useQuery({
    queryKey: importKeys.one(known.id),
    queryFn: () => getImport(inventory, known.id),
    initialData: known,
    // The known summary is as old as the pending import's answer: ask at once only while it may change.
    staleTime: isWorking(known.state) ? 0 : Number.POSITIVE_INFINITY,
    refetchInterval: (query) =>
      query.state.data && isWorking(query.state.data.state) ? IMPORT_POLL_MS : false,
  });
}
