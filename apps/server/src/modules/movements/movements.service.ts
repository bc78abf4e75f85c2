import type { MovementSearch, MovementSummary } from '@inventario/shared/contracts/movements';
import { centsToEuros } from '@inventario/shared/format/currency';
import type { Db } from '../../db/client.ts';
import { read } from '../../db/unit-of-work.ts';
import { AppError } from '../../http/app-error.ts';
import { orderOf, pageWindow } from '../../http/paging.ts';
import type { RequestContext } from '../../http/request-context.ts';
import * as repo from './movements.repo.ts';

type Row = Awaited<ReturnType<typeof repo.findMovements>>[number];

function toSummary(row: Row): MovementSummary {
  const { creditorId, creditorDescription, totalCents, ...rest } = row;
  return {
    ...rest,
    creditor: creditorId === null ? null : { id: creditorId, description: creditorDescription ?? '' },
    totalValue: centsToEuros(totalCents),
  };
}

/** The movement list: newest first unless sorted otherwise (spec 02 §2 filters). */
export function searchMovements(
  db: Db,
  context: RequestContext,
  page: { page: number; size: number },
  search: MovementSearch,
) {
  const { sortBy, sortDesc, ...filters } = search;
  const filter = { ...filters, customerCode: context.customerCode };
  const order = orderOf(
    repo.movementSortColumns,
    { sortBy: sortBy ?? 'date', sortDesc: sortDesc ?? !sortBy },
    'date',
    [repo.movementSortColumns.year, repo.movementSortColumns.number],
  );
  return read(db, context, async (tx) => ({
    movements: (await repo.findMovements(tx, filter, order, pageWindow(page.page, page.size))).map(toSummary),
    total: await repo.countMovements(tx, filter),
  }));
}

export async function getMovement(db: Db, context: RequestContext, id: number): Promise<MovementSummary> {
  const [row] = await read(db, context, (tx) =>
    repo.findMovements(tx, { customerCode: context.customerCode, id }, [], { limit: 1, offset: 0 }),
  );
  if (!row) throw new AppError('notFound', 'No such movement');
  return toSummary(row);
}
