import { SEARCH_TEXT_MAX, searchPaths, searchResultsSchema } from '@inventario/shared/contracts/search';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';

/** `GET /search?q=…`: what the text names among the school's records, grouped. */
export function searchEverything(api: ApiClient, q: string) {
  return api.get(searchPaths.search, { query: { q }, parser: searchResultsSchema });
}

export const searchKeys = {
  all: ['search'] as const,
  text: (q: string) => ['search', q] as const,
};

/** Whether the server would take the text: not blank, not too long (it says so otherwise). */
export function searchable(q: string): boolean {
  const text = q.trim();
  return text.length > 0 && text.length <= SEARCH_TEXT_MAX;
}

/**
 * The search of the text typed (already debounced by the caller): the previous answer stays on
 * screen while the next one comes, and a text asked again within a minute answers from the cache.
 */
export function useSearchEverything(q: string) {
  const { inventory } = useBackendClients();
  const text = q.trim();
  return useQuery({
    queryKey: searchKeys.text(text),
    queryFn: () => searchEverything(inventory, text),
    enabled: searchable(text),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
