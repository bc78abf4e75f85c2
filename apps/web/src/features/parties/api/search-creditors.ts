import {
  CREDITOR_SEARCH_LIMIT,
  creditorListSchema,
  creditorPaths,
} from '@inventario/shared/contracts/parties';
import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';

/** How many creditors the quick search answers at most: past that, the user types more. */
export const CREDITOR_QUICK_SEARCH_LIMIT = CREDITOR_SEARCH_LIMIT;

/**
 * `POST /creditor/search`: the print and charge dialogs' quick search. A blank term is refused with
 * `notEmptySearchField`, so callers check it first and say so without a round trip.
 */
export function searchCreditors(api: ApiClient, term: string) {
  return api.post(creditorPaths.search, { businessNameFullName: term }, { parser: creditorListSchema });
}

/** A search the user starts with a button, hence a mutation: each click asks again. */
export function useSearchCreditors() {
  const { inventory } = useBackendClients();
  return useMutation({ mutationFn: (term: string) => searchCreditors(inventory, term) });
}
