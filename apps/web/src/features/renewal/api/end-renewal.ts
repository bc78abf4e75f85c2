import { renewalPaths, renewalSchema } from '@inventario/shared/contracts/renewal';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { fillPath } from '@/lib/api/path.ts';
import { useRenewalChange } from './use-renewal-change.ts';

/** `PUT /renewal/{id}/end`: final; the school's last renewal becomes this one (`renewalNotRenumbered` before). */
export function endRenewal(api: ApiClient, id: number) {
  return api.put(fillPath(renewalPaths.end, { id }), undefined, { parser: renewalSchema });
}

export const useEndRenewal = (id: number) => useRenewalChange(endRenewal, id);
