import { outPaths, proposalSummarySchema } from '@inventario/shared/contracts/out';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { depreciationKeys } from './depreciation-keys.ts';

/**
 * `GET /movement/out/confirmedForDischarge`: the confirmed proposals not yet discharged. While there
 * is one, closing is refused (`existingOutConfirmed`, DOMAIN §4), so the screen says it beforehand.
 */
export function usePendingProposals(enabled: boolean) {
  const { inventory } = useBackendClients();
  return useQuery({
    queryKey: depreciationKeys.pendingProposals(),
    queryFn: () => inventory.get(outPaths.confirmedForDischarge, { parser: z.array(proposalSummarySchema) }),
    enabled,
  });
}
