import {
  type AdjustmentCreate,
  adjustmentSchema,
  renewalAdjustmentPaths,
} from '@inventario/shared/contracts/renewal-adjustments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { fillPath } from '@/lib/api/path.ts';
import { renewalChangedKeys } from './renewal-keys.ts';

/**
 * `POST /renewal/{id}/adjustments`: after the mapping (`renewalMappingNotConfirmed`) and before the
 * revaluation (`renewalRevaluationDone`), one a good (`renewalAdjustmentExists`), its values fitting
 * its kind (`adjustmentValue*`); the movement it makes (a charge, a discharge or a value voucher) by
 * that movement's own rules.
 */
export function createAdjustment(api: ApiClient, id: number, adjustment: AdjustmentCreate) {
  return api.post(fillPath(renewalAdjustmentPaths.create, { id }), adjustment, { parser: adjustmentSchema });
}

/** The adjustment, the renewal's blockers, the goods and the movements all change: each reloads. */
export function useCreateAdjustment(id: number) {
  const { inventory } = useBackendClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (adjustment: AdjustmentCreate) => createAdjustment(inventory, id, adjustment),
    onSuccess: () =>
      Promise.all(renewalChangedKeys().map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
