import { type ChargeUpdate, chargePaths } from '@inventario/shared/contracts/charges';
import { movementWithAssetsSchema } from '@inventario/shared/contracts/movements';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { assetKeys } from '@/features/assets';
import { movementKeys } from '@/features/movements';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { chargeKeys } from './charge-keys.ts';

/**
 * `PUT /movement/charge`: the header and the whole list of lines; lines of assets already in the
 * charge carry their id, those left out leave it (deleted, or back to waiting).
 */
export function updateCharge(api: ApiClient, charge: ChargeUpdate) {
  return api.put(chargePaths.create, charge, { parser: movementWithAssetsSchema });
}

export function useUpdateCharge() {
  const { inventory } = useBackendClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (charge: ChargeUpdate) => updateCharge(inventory, charge),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: movementKeys.all }),
        queryClient.invalidateQueries({ queryKey: chargeKeys.waitingAssets() }),
        queryClient.invalidateQueries({ queryKey: assetKeys.all }),
      ]),
  });
}
