import type { MovementSearch, MovementSummary } from '@inventario/shared/contracts/movements';
import type { ValueVoucherKind } from '@inventario/shared/domain/movements/value-voucher';
import { searchMovements } from '@/features/movements/api/search-movements.ts';
import type { ApiClient } from '@/lib/api/api-client.ts';

/** The largest page the movement search gives. */
const BATCH = 500;

/** Every voucher of one kind the search matches, page after page. */
async function allOfKind(
  api: ApiClient,
  search: Omit<MovementSearch, 'type'>,
  type: ValueVoucherKind,
): Promise<MovementSummary[]> {
  const rows: MovementSummary[] = [];
  for (let page = 1; ; page++) {
    const found = await searchMovements(api, page, BATCH, {
      ...search,
      type,
      sortBy: 'date',
      sortDesc: true,
    });
    rows.push(...found.movements);
    if (found.movements.length === 0 || rows.length >= found.total) return rows;
  }
}

/**
 * `POST /movement/search/{page}/{size}` once for each kind asked: the movement search takes one
 * `type` and has no voucher-type filter, so the list gets every voucher of both kinds that the other
 * filters match, and filters, sorts and pages them itself (`voucherPage`).
 */
export async function searchValueVouchers(
  api: ApiClient,
  search: Omit<MovementSearch, 'type'>,
  kinds: readonly ValueVoucherKind[],
): Promise<MovementSummary[]> {
  const found = await Promise.all(kinds.map((type) => allOfKind(api, search, type)));
  return found.flat();
}
