import type { MovementWithAssets } from '@inventario/shared/contracts/charges';
import type { MovementSearch, MovementSummary, movementKinds } from '@inventario/shared/contracts/movements';
import { centsToEuros } from '@inventario/shared/format/currency';
import type { Db } from '../../db/client.ts';
import { readEach } from '../../db/one-trip-read.ts';
import { mutate, read } from '../../db/unit-of-work.ts';
import { AppError } from '../../http/app-error.ts';
import { orderOf, pageWindow } from '../../http/paging.ts';
import type { RequestContext } from '../../http/request-context.ts';
import * as changes from '../charges/charge-changes.repo.ts';
import { deleteCharge } from '../charges/charge-delete.service.ts';
import { getMovementWithAssets, toMovementAsset } from '../charges/charge-detail.ts';
import { findMovement } from '../charges/charges.repo.ts';
import { deleteDischarge } from '../discharges/discharges.service.ts';
import { deleteProposal } from '../proposals/proposals.service.ts';
import { deleteVoucher } from '../value-vouchers/value-vouchers.service.ts';
import { countMovementLines, findMovementLines, movementLineSortColumns } from './movement-lines.repo.ts';
import * as repo from './movements.repo.ts';

type Row = repo.MovementListRow;

function toSummary(row: Row): MovementSummary {
  const { creditorId, creditorDescription, debtorId, debtorDescription, totalCents, ...rest } = row;
  return {
    ...rest,
    creditor: creditorId === null ? null : { id: creditorId, description: creditorDescription ?? '' },
    debtor: debtorId === null ? null : { id: debtorId, description: debtorDescription ?? '' },
    totalValue: centsToEuros(totalCents),
  };
}

/** The movement list: newest first unless sorted otherwise (spec 02 §2 filters). */
export async function searchMovements(
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
  const window = pageWindow(page.page, page.size);
  const { rows, total } = await repo.findMovementPage(readEach(db, context), filter, order, window);
  return { movements: rows.map(toSummary), total };
}

export async function getMovement(db: Db, context: RequestContext, id: number): Promise<MovementSummary> {
  const [row] = await repo.findMovements(
    readEach(db, context),
    { customerCode: context.customerCode, id },
    [],
    {
      limit: 1,
      offset: 0,
    },
  );
  if (!row) throw new AppError('notFound', 'No such movement');
  return toSummary(row);
}

/** Several movements with their assets, in the order asked; one missing (or another school's) is a 404. */
export function movementsWithAssets(
  db: Db,
  context: RequestContext,
  ids: readonly number[],
): Promise<MovementWithAssets[]> {
  return read(db, context, async (tx) => {
    const found = new Map<number, MovementWithAssets>();
    for (const id of new Set(ids)) found.set(id, await getMovementWithAssets(tx, context.customerCode, id));
    return ids.map((id) => found.get(id) as MovementWithAssets);
  });
}

/** One movement's asset lines, sorted and paged. */
export function movementAssetPage(
  db: Db,
  context: RequestContext,
  page: { page: number; size: number },
  query: { movementId: number; sortBy?: string | undefined; sortDesc?: boolean | undefined },
) {
  const order = orderOf(movementLineSortColumns, query, 'position', [movementLineSortColumns.position]);
  return read(db, context, async (tx) => {
    const customerCode = context.customerCode;
    if (!(await findMovement(tx, customerCode, query.movementId)))
      throw new AppError('notFound', 'No such movement');
    const lines = await findMovementLines(
      tx,
      customerCode,
      query.movementId,
      order,
      pageWindow(page.page, page.size),
    );
    return {
      assets: lines.map(toMovementAsset),
      total: await countMovementLines(tx, customerCode, query.movementId),
    };
  });
}

/** Whether deleting the movement would delete assets entered in it. */
export function holdsAssetsCreatedDirectly(db: Db, context: RequestContext, id: number): Promise<boolean> {
  return read(db, context, async (tx) => {
    if (!(await findMovement(tx, context.customerCode, id)))
      throw new AppError('notFound', 'No such movement');
    return changes.holdsAssetsCreatedDirectly(tx, context.customerCode, id);
  });
}

/** Deletes a movement of a kind; the kinds other than charges come with their own areas. */
export async function deleteMovement(
  db: Db,
  context: RequestContext,
  kind: (typeof movementKinds)[number],
  id: number,
): Promise<void> {
  if (kind === 'valueVoucher') {
    await mutate(db, context, (tx) => deleteVoucher(tx, context, id));
    return;
  }
  if (kind === 'out') {
    await mutate(db, context, (tx) => deleteProposal(tx, context, id));
    return;
  }
  if (kind === 'discharge') {
    await mutate(db, context, (tx) => deleteDischarge(tx, context, id));
    return;
  }
  if (kind !== 'charge') throw new AppError('movementKindNotAvailable', undefined, { kind });
  await mutate(db, context, (tx) => deleteCharge(tx, context, id));
}
