import { movementWithAssetsSchema } from '@inventario/shared/contracts/movements';
import {
  type ValueVoucherCreate,
  type ValueVoucherUpdate,
  valueVoucherPaths,
} from '@inventario/shared/contracts/value-vouchers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { assetKeys } from '@/features/assets';
import { movementKeys } from '@/features/movements';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';

/**
 * `POST /movement/valueVoucher`: changes the actual value of charged inventory assets, each line by
 * its variation. One Idempotency-Key per call, so a retry never applies it twice.
 */
export function createValueVoucher(api: ApiClient, voucher: ValueVoucherCreate) {
  return api.post(valueVoucherPaths.save, voucher, { parser: movementWithAssetsSchema });
}

/** `PUT /movement/valueVoucher`: its fields and, on the latest voucher of its kind, its lines. */
export function updateValueVoucher(api: ApiClient, voucher: ValueVoucherUpdate) {
  return api.put(valueVoucherPaths.save, voucher, { parser: movementWithAssetsSchema });
}

/** The vouchers and the assets' values change: every movement list and asset list reloads. */
function useInvalidateAfterSave() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: movementKeys.all }),
      queryClient.invalidateQueries({ queryKey: assetKeys.all }),
    ]);
}

export function useCreateValueVoucher() {
  const { inventory } = useBackendClients();
  const onSuccess = useInvalidateAfterSave();
  return useMutation({
    mutationFn: (voucher: ValueVoucherCreate) => createValueVoucher(inventory, voucher),
    onSuccess,
  });
}

export function useUpdateValueVoucher() {
  const { inventory } = useBackendClients();
  const onSuccess = useInvalidateAfterSave();
  return useMutation({
    mutationFn: (voucher: ValueVoucherUpdate) => updateValueVoucher(inventory, voucher),
    onSuccess,
  });
}
