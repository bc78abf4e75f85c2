import type { Debtor } from '@inventario/shared/contracts/parties';
import { useQuery } from '@tanstack/react-query';
import { partiesKeys, searchDebtorPage } from '@/features/parties';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';

/** How many debtors the destination search shows; a longer list asks for a narrower text. */
export const DEBTOR_SEARCH_SIZE = 20;

/**
 * The debtors matching a text (all with an empty one), by name: the destination search of a
 * discharge. Under the parties area, so a debtor added from here shows at once.
 */
export function useDebtorSearch(text: string) {
  const { inventory } = useBackendClients();
  return useQuery({
    queryKey: partiesKeys.debtorSearch(text),
    queryFn: async (): Promise<{ debtors: Debtor[]; total: number }> =>
      searchDebtorPage(inventory, 1, DEBTOR_SEARCH_SIZE, {
        ...(text ? { text } : {}),
        sortBy: 'displayName',
        sortDesc: false,
      }),
  });
}
