import { type ChargeCreate, chargePaths } from '@inventario/shared/contracts/charges';
import { movementWithAssetsSchema } from '@inventario/shared/contracts/movements';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { assetKeys, universalityKeys } from '@/features/assets';
import { externalMovementKeys } from '@/features/external-movements';
import { movementKeys } from '@/features/movements';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { chargeKeys } from './charge-keys.ts';

/**
 * `POST /movement/charge`: charges new assets, waiting assets or a universality under one voucher.
 * The API client sends one Idempotency-Key for the action, so its retries never charge twice.
 */
export function createCharge(api: ApiClient, charge: ChargeCreate) {
  return api.post(chargePaths.create, charge, { parser: movementWithAssetsSchema });
}

export function useCreateCharge() {
  const { inventory } = useBackendClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (charge: ChargeCreate) => createCharge(inventory, charge),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: movementKeys.all }),
        queryClient.invalidateQueries({ queryKey: chargeKeys.waitingAssets() }),
        queryClient.invalidateQueries({ queryKey: chargeKeys.chargeableUniversalities() }),
        queryClient.invalidateQueries({ queryKey: assetKeys.all }),
        queryClient.invalidateQueries({ queryKey: universalityKeys.all }),
        // A charge from external movements takes them: the list and the toolbar's count change.
        queryClient.invalidateQueries({ queryKey: externalMovementKeys.all }),
      ]),
  });
}
