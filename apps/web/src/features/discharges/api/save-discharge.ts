import {
  type DischargeCreate,
  type DischargeUpdate,
  dischargePaths,
} from '@inventario/shared/contracts/discharge';
import { movementWithAssetsSchema } from '@inventario/shared/contracts/movements';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { assetKeys } from '@/features/assets';
import { movementKeys } from '@/features/movements';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';

/**
 * `POST /movement/discharge`: discharges the assets of confirmed proposals and charged assets chosen
 * directly. The API client sends one Idempotency-Key for the action, so a retry never discharges twice.
 */
export function createDischarge(api: ApiClient, discharge: DischargeCreate) {
  return api.post(dischargePaths.save, discharge, { parser: movementWithAssetsSchema });
}

/** `PUT /movement/discharge`: the header, and (the year's latest discharge) its proposals and assets. */
export function updateDischarge(api: ApiClient, discharge: DischargeUpdate) {
  return api.put(dischargePaths.save, discharge, { parser: movementWithAssetsSchema });
}

/** Vouchers, proposals (their status and related movements) and assets all change with a discharge. */
function useInvalidateAfterDischarge() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: movementKeys.all }),
      queryClient.invalidateQueries({ queryKey: assetKeys.all }),
    ]);
}

export function useCreateDischarge() {
  const { inventory } = useBackendClients();
  const invalidate = useInvalidateAfterDischarge();
  return useMutation({
    mutationFn: (discharge: DischargeCreate) => createDischarge(inventory, discharge),
    onSuccess: invalidate,
  });
}

export function useUpdateDischarge() {
  const { inventory } = useBackendClients();
  const invalidate = useInvalidateAfterDischarge();
  return useMutation({
    mutationFn: (discharge: DischargeUpdate) => updateDischarge(inventory, discharge),
    onSuccess: invalidate,
  });
}
