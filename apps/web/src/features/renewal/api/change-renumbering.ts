import { renewalSchema } from '@inventario/shared/contracts/renewal';
import { renewalValuePaths } from '@inventario/shared/contracts/renewal-values';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { fillPath } from '@/lib/api/path.ts';
import { useRenewalChange } from './use-renewal-change.ts';

/** `PUT /renewal/{id}/renumbering`: each register numbered again from 1, the old number kept as original. */
export function renumber(api: ApiClient, id: number) {
  return api.put(fillPath(renewalValuePaths.renumbering, { id }), undefined, { parser: renewalSchema });
}

/** `DELETE /renewal/{id}/renumbering`: the old numbers and counters back (`renewalLaterMovements` once a movement follows). */
export function revertRenumbering(api: ApiClient, id: number) {
  return api.delete(fillPath(renewalValuePaths.renumbering, { id }), { parser: renewalSchema });
}

export const useRenumber = (id: number) => useRenewalChange(renumber, id);
export const useRevertRenumbering = (id: number) => useRenewalChange(revertRenumbering, id);
