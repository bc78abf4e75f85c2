import { ledgerPaths, ledgerVerdictSchema } from '@inventario/shared/contracts/ledger';
import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { fillPath } from '@/lib/api/path.ts';

/** `GET /ledger/verify/{code}` (vendor staff): one school's chain of movements, checked now. */
export function verifySchoolLedger(api: ApiClient, customerCode: string) {
  return api.get(fillPath(ledgerPaths.verifySchool, { code: customerCode }), {
    parser: ledgerVerdictSchema,
  });
}

/** A check the user starts: nothing is cached, each run reads the chain again. */
export function useVerifySchoolLedger() {
  const { inventory } = useBackendClients();
  return useMutation({ mutationFn: (customerCode: string) => verifySchoolLedger(inventory, customerCode) });
}
