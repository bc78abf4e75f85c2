import {
  cataloguePaths,
  subcategoryPageSchema,
  type subcategorySearchSchema,
} from '@inventario/shared/contracts/catalogue';
import type { z } from 'zod';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { fillPath } from '@/lib/api/path.ts';

export type SubcategorySearch = z.infer<typeof subcategorySearchSchema>;

/**
 * `POST /subcategory/search/{page}/{size}` (page from 1): one page of the school's subcategories with
 * the rate in force this year, and the total that matches the filters.
 */
export function searchSubcategories(api: ApiClient, page: number, size: number, search: SubcategorySearch) {
  return api.post(fillPath(cataloguePaths.subcategorySearch, { page, size }), search, {
    parser: subcategoryPageSchema,
  });
}
