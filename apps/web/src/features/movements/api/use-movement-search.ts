import type { MovementSearch } from '@inventario/shared/contracts/movements';
import { usePagedSearch } from '@/components/data/use-paged-search.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { MOVEMENTS_AREA } from './movement-keys.ts';
import { searchMovements } from './search-movements.ts';

const NEWEST_FIRST = { sortBy: 'date', sortDesc: true };

/**
 * The paged movement search of a list page (newest first), under the movements area so every
 * change to a movement refreshes it.
 */
export function useMovementSearch(filters: MovementSearch) {
  const { inventory } = useBackendClients();
  return usePagedSearch({
    area: MOVEMENTS_AREA,
    filters,
    defaultSort: NEWEST_FIRST,
    fetchPage: async ({ page, size, sortBy, sortDesc }) => {
      const found = await searchMovements(inventory, page, size, { ...filters, sortBy, sortDesc });
      return { rows: found.movements, total: found.total };
    },
  });
}
