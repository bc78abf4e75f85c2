import type {
  MovementSearch,
  MovementSummary,
  MovementWithAssets,
} from '@inventario/shared/contracts/movements';
import { centsToEuros } from '@inventario/shared/format/currency';
import type { Db, RowReader, Tx } from '../../db/client.ts';
import { readEach } from '../../db/one-trip-read.ts';
import { mutate, read } from '../../db/unit-of-work.ts';
import { AppError } from '../../http/app-error.ts';
import { orderOf, pageWindow } from '../../http/paging.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { holdsAssetsCreatedDirectly as chargeCreatedAssets } from '../charges/index.ts';
import * as ledger from '../movement-ledger/index.ts';
import { detailOfType, MOVEMENT_KINDS, type MovementKindName } from './movement-kinds.ts';
import * as repo from './movements.repo.ts';

type Row = repo.MovementListRow;

function toSummary(row: Row): MovementSummary {
  const {
    creditorId,
    creditorDescription,
    debtorId,
    debtorDescription,
    totalCents,
    inventoryCents,
    durableCents,
    ...rest
  } = row;
  return {
    ...rest,
    creditor: creditorId === null ? null : { id: creditorId, description: creditorDescription ?? '' },
    debtor: debtorId === null ? null : { id: debtorId, description: debtorDescription ?? '' },
    totalValue: centsToEuros(totalCents),
    inventoryValue: centsToEuros(inventoryCents),
    durableValue: centsToEuros(durableCents),
  };
}

/** The movement list: newest first unless sorted otherwise (spec 02 §2 filters). */
/** A window of the movement list, newest first unless sorted otherwise: a list's page, an export's rows. */
export async function movementListWindow(
  rowsOf: RowReader,
  customerCode: string,
  search: MovementSearch,
  window: { limit: number; offset: number },
) {
  const { sortBy, sortDesc, ...filters } = search;
  const filter = { ...filters, customerCode };
  const order = orderOf(
    repo.movementSortColumns,
    { sortBy: sortBy ?? 'date', sortDesc: sortDesc ?? !sortBy },
    'date',
    [repo.movementSortColumns.year, repo.movementSortColumns.number],
  );
  const { rows, total } = await repo.findMovementPage(rowsOf, filter, order, window);
  return { movements: rows.map(toSummary), total };
}

export function searchMovements(
  db: Db,
  context: RequestContext,
  page: { page: number; size: number },
  search: MovementSearch,
) {
  return movementListWindow(
    readEach(db, context),
    context.customerCode,
    search,
    pageWindow(page.page, page.size),
  );
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

/** A movement of the school with its assets, described by its kind; another school's is a 404. */
async function withAssets(tx: Tx, customerCode: string, id: number): Promise<MovementWithAssets> {
  const found = await ledger.requireMovement(tx, customerCode, id);
  return ledger.describeMovement(tx, customerCode, found, detailOfType(found.movement.type));
}

/** A movement with its asset lines and what may change of it (`GET /movement/{id}/withAssets`). */
export function movementWithAssets(db: Db, context: RequestContext, id: number): Promise<MovementWithAssets> {
  return read(db, context, (tx) => withAssets(tx, context.customerCode, id));
}

/** Several movements with their assets, in the order asked; one missing (or another school's) is a 404. */
export function movementsWithAssets(
  db: Db,
  context: RequestContext,
  ids: readonly number[],
): Promise<MovementWithAssets[]> {
  return read(db, context, async (tx) => {
    const found = new Map<number, MovementWithAssets>();
    for (const id of new Set(ids)) found.set(id, await withAssets(tx, context.customerCode, id));
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
  const order = orderOf(ledger.movementLineSortColumns, query, 'position', [
    ledger.movementLineSortColumns.position,
  ]);
  return read(db, context, async (tx) => {
    const customerCode = context.customerCode;
    await ledger.requireMovement(tx, customerCode, query.movementId);
    const lines = await ledger.findMovementLines(
      tx,
      customerCode,
      query.movementId,
      order,
      pageWindow(page.page, page.size),
    );
    return {
      assets: lines.map(ledger.toMovementAsset),
      total: await ledger.countMovementLines(tx, customerCode, query.movementId),
    };
  });
}

/** Whether deleting the movement would delete assets entered in it. */
export function holdsAssetsCreatedDirectly(db: Db, context: RequestContext, id: number): Promise<boolean> {
  return read(db, context, async (tx) => {
    await ledger.requireMovement(tx, context.customerCode, id);
    return chargeCreatedAssets(tx, context.customerCode, id);
  });
}

/** Deletes a movement of a kind, in one transaction, by the kind's own rules. */
export function deleteMovement(
  db: Db,
  context: RequestContext,
  kind: MovementKindName,
  id: number,
): Promise<void> {
  return mutate(db, context, (tx) => MOVEMENT_KINDS[kind].remove(tx, context, id));
}
