import { ledgerPaths, ledgerVerdictsSchema } from '@inventario/shared/contracts/ledger';
import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';

/** `GET /ledger/verify` (vendor staff): every school's chain, one school after the other. */
export function verifyAllLedgers(api: ApiClient) {
  return api.get(ledgerPaths.verifyAll, { parser: ledgerVerdictsSchema });
}

/** A check the user starts: nothing is cached, each run reads the chains again. */
export function useVerifyAllLedgers() {
  const { inventory } = useBackendClients();
  return useMutation({ mutationFn: () => verifyAllLedgers(inventory) });
}
