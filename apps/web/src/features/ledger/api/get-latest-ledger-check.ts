import { type LedgerCheck, ledgerCheckSchema, ledgerPaths } from '@inventario/shared/contracts/ledger';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { isApiError } from '@/lib/api/api-error.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';

/**
 * `GET /ledger/checks/latest` (vendor staff): the nightly check's latest run, or null before the first
 * (`noLedgerCheckYet`).
 */
export async function getLatestLedgerCheck(api: ApiClient): Promise<LedgerCheck | null> {
  try {
    return await api.get(ledgerPaths.latestCheck, { parser: ledgerCheckSchema });
  } catch (error) {
    if (isApiError(error) && error.code === 'noLedgerCheckYet') return null;
    throw error;
  }
}

export const latestLedgerCheckQueryKey = ['ledger', 'checks', 'latest'] as const;

/** Read at each visit of the page: a run may have ended since. */
export function useLatestLedgerCheck() {
  const { inventory } = useBackendClients();
  return useQuery({
    queryKey: latestLedgerCheckQueryKey,
    queryFn: () => getLatestLedgerCheck(inventory),
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
