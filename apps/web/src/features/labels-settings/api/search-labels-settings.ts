import {
  type LabelsSettingSearch,
  labelsSettingPageSchema,
  labelsSettingPaths,
} from '@inventario/shared/contracts/labels-settings';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { fillPath } from '@/lib/api/path.ts';

/**
 * `POST /labelsSetting/search/{page}/{size}` (page from 1): the product's four default layouts and
 * the school's own, with the total.
 */
export function searchLabelsSettings(
  api: ApiClient,
  page: number,
  size: number,
  search: LabelsSettingSearch,
) {
  return api.post(fillPath(labelsSettingPaths.search, { page, size }), search, {
    parser: labelsSettingPageSchema,
  });
}
