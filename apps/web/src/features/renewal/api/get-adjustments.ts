import {
  adjustmentListSchema,
  renewalAdjustmentPaths,
} from '@inventario/shared/contracts/renewal-adjustments';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { fillPath } from '@/lib/api/path.ts';
import { renewalKeys } from './renewal-keys.ts';

/** `GET /renewal/{id}/adjustments`: the renewal's accounting adjustments, oldest first. */
export function getAdjustments(api: ApiClient, id: number) {
  return api.get(fillPath(renewalAdjustmentPaths.list, { id }), { parser: adjustmentListSchema });
}

export function useAdjustments(id: number) {
  const { inventory } = useBackendClients();
  return useQuery({ queryKey: renewalKeys.adjustments(id), queryFn: () => getAdjustments(inventory, id) });
}
