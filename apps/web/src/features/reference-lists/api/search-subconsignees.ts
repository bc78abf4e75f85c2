import {
  type SubConsignee,
  subConsigneePageSchema,
  subConsigneePaths,
} from '@inventario/shared/contracts/subconsignees';
import type { PagedSearchSource, PageRequest, PageResult } from '@/components/data/use-paged-search.ts';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { fillPath } from '@/lib/api/path.ts';
import { SUBCONSIGNEES_AREA } from './subconsignee-keys.ts';

export interface SubConsigneeFilters {
  description?: string;
}

/** `POST /subconsignee/search/{page}/{size}`: a page of sub-consignees (by description ascending). */
export async function searchSubConsignees(
  api: ApiClient,
  request: PageRequest<SubConsigneeFilters>,
): Promise<PageResult<SubConsignee>> {
  const { filters, page, size, sortBy, sortDesc } = request;
  const description = filters.description?.trim() || undefined;
  const answer = await api.post(
    fillPath(subConsigneePaths.search, { page, size }),
    { description, sortBy, sortDesc },
    { parser: subConsigneePageSchema },
  );
  return { rows: answer.subConsignees, total: answer.total };
}

/** The sub-consignee search as the shared selection dialog runs it (`SubConsigneesSelectionDialog`). */
export const subconsigneeSearch: PagedSearchSource<SubConsigneeFilters, SubConsignee> = {
  area: SUBCONSIGNEES_AREA,
  fetchPage: searchSubConsignees,
};
