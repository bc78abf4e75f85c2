import {
  type Universality,
  type UniversalitySearch,
  universalityPageSchema,
  universalityPaths,
} from '@inventario/shared/contracts/universalities';
import type { PageRequest, PageResult } from '@/components/data/use-paged-search.ts';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { fillPath } from '@/lib/api/path.ts';

export type UniversalityFilters = Omit<UniversalitySearch, 'sortBy' | 'sortDesc'>;

/** `POST /universality/search/{page}/{size}` (page from 1): a page of universalities with their totals. */
export async function searchUniversalities(
  api: ApiClient,
  request: PageRequest<UniversalityFilters>,
): Promise<PageResult<Universality>> {
  const { filters, page, size, sortBy, sortDesc } = request;
  const answer = await api.post(
    fillPath(universalityPaths.search, { page, size }),
    { ...filters, sortBy, sortDesc },
    { parser: universalityPageSchema },
  );
  return { rows: answer.universalities, total: answer.total };
}
