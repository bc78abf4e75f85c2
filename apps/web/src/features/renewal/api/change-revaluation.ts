import { renewalSchema } from '@inventario/shared/contracts/renewal';
import { renewalValuePaths } from '@inventario/shared/contracts/renewal-values';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { fillPath } from '@/lib/api/path.ts';
import { useRenewalChange } from './use-renewal-change.ts';

/** `PUT /renewal/{id}/revaluation`: every good of the registers takes its new value and subcategory. */
export function revalue(api: ApiClient, id: number) {
  return api.put(fillPath(renewalValuePaths.revaluation, { id }), undefined, { parser: renewalSchema });
}

/** `DELETE /renewal/{id}/revaluation`: values, subcategories and rates back as they were. */
export function revertRevaluation(api: ApiClient, id: number) {
  return api.delete(fillPath(renewalValuePaths.revaluation, { id }), { parser: renewalSchema });
}

export const useRevalue = (id: number) => useRenewalChange(revalue, id);
export const useRevertRevaluation = (id: number) => useRenewalChange(revertRevaluation, id);
