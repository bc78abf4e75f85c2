import type {
  ExternalMovementCompletion,
  ExternalMovementCount,
  ExternalMovementDetail,
  ExternalMovementSearch,
} from '@inventario/shared/contracts/external-movements';
import { externalStatusOf } from '@inventario/shared/domain/movements/external-selection';
import type { Db, RowReader, Tx } from '../../db/client.ts';
import { readEach } from '../../db/one-trip-read.ts';
import { mutate, read } from '../../db/unit-of-work.ts';
import { AppError } from '../../http/app-error.ts';
import { orderOf, pageWindow } from '../../http/paging.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { recordAudit } from '../audit/index.ts';
import { storedLines, toDetail, toExternalMovement } from './external-movement-values.ts';
import * as repo from './external-movements.repo.ts';

/** How many imported movements wait to be charged or deleted (the toolbar badge). */
export async function countWaiting(db: Db, context: RequestContext): Promise<ExternalMovementCount> {
  return { count: await read(db, context, (tx) => repo.countWaiting(tx, context.customerCode)) };
}

/**
 * A window of `#/external-movements`, the waiting ones by default, newest document first unless
 * sorted otherwise: the list's page, and an export's rows.
 */
export async function externalListWindow(
  rowsOf: RowReader,
  customerCode: string,
  search: ExternalMovementSearch,
  window: { limit: number; offset: number },
) {
  const { sortBy, sortDesc, ...filters } = search;
  const order = orderOf(
    repo.externalSortColumns,
    { sortBy: sortBy ?? 'documentDate', sortDesc: sortDesc ?? !sortBy },
    'documentDate',
    [],
  );
  const { rows, total } = await repo.findExternalPage(rowsOf, { ...filters, customerCode }, order, window);
  return { externalMovements: rows.map(toExternalMovement), total };
}

export function searchExternalMovements(
  db: Db,
  context: RequestContext,
  page: { page: number; size: number },
  search: ExternalMovementSearch,
) {
  return externalListWindow(
    readEach(db, context),
    context.customerCode,
    search,
    pageWindow(page.page, page.size),
  );
}

/** The details asked, in the order asked; one missing (or another school's) is a 404. */
async function details(
  tx: Tx,
  customerCode: string,
  ids: readonly number[],
): Promise<ExternalMovementDetail[]> {
  const found = await repo.findExternalMovements(tx, customerCode, [...new Set(ids)]);
  const byId = new Map(found.map((f) => [f.row.id, f]));
  const lines = found.flatMap((f) => storedLines(f.row.payload));
  const labels = await repo.lineLabels(
    tx,
    customerCode,
    [...new Set(lines.flatMap((l) => (l.subcategoryId === null ? [] : [l.subcategoryId])))],
    [...new Set(lines.flatMap((l) => (l.locationId === null ? [] : [l.locationId])))],
  );
  return ids.map((id) => {
    const one = byId.get(id);
    if (!one) throw new AppError('notFound', 'No such external movement');
    return toDetail(one, labels);
  });
}

export function getExternalMovement(
  db: Db,
  context: RequestContext,
  id: number,
): Promise<ExternalMovementDetail> {
  return read(
    db,
    context,
    async (tx) => (await details(tx, context.customerCode, [id]))[0] as ExternalMovementDetail,
  );
}

export function listExternalMovements(
  db: Db,
  context: RequestContext,
  ids: readonly number[],
): Promise<ExternalMovementDetail[]> {
  return read(db, context, (tx) => details(tx, context.customerCode, ids));
}

/** The movement, locked; a charged one cannot change any more. */
async function lockWaiting(tx: Tx, customerCode: string, id: number) {
  const [found] = await repo.findExternalMovements(tx, customerCode, [id], { lock: true });
  if (!found) throw new AppError('notFound', 'No such external movement');
  if (found.row.chargeMovementId !== null)
    throw new AppError('externalMovementCharged', undefined, {
      chargeMovementId: found.row.chargeMovementId,
    });
  return found;
}

/**
 * Completes a movement's data (warehouse movements, spec 02 §2): its creditor and, for each good, its
 * description, subcategory and location; quantities and prices stay the document's. A warehouse
 * movement becomes completed once every good has its subcategory and the creditor is known, and
 * goes back to be completed if they are taken away.
 */
export function completeExternalMovement(
  db: Db,
  context: RequestContext,
  id: number,
  input: ExternalMovementCompletion,
): Promise<ExternalMovementDetail> {
  return mutate(db, context, async (tx) => {
    const customerCode = context.customerCode;
    const found = await lockWaiting(tx, customerCode, id);
    const current = storedLines(found.row.payload);
    if (input.lines.length !== current.length) {
      throw new AppError('validationFailed', 'One entry per good', {
        issues: [{ field: 'lines', message: 'rules.notValid' }],
      });
    }
    if (
      input.creditorId !== null &&
      (await repo.creditorExists(tx, customerCode, input.creditorId)).length === 0
    )
      throw new AppError('notFound', 'No such creditor');
    const wantedSubcategories = input.lines.flatMap((l) =>
      l.subcategoryId === null ? [] : [l.subcategoryId],
    );
    const wantedLocations = input.lines.flatMap((l) => (l.locationId === null ? [] : [l.locationId]));
    const labels = await repo.lineLabels(tx, customerCode, wantedSubcategories, wantedLocations);
    if (wantedSubcategories.some((s) => !labels.subcategories.has(s)))
      throw new AppError('notFound', 'No such subcategory');
    for (const locationId of wantedLocations) {
      const location = labels.locations.get(locationId);
      if (!location) throw new AppError('notFound', 'No such location');
      if (!location.active) throw new AppError('locationInactive', undefined, { locationId });
    }
    const lines = current.map((line, i) => {
      const edit = input.lines[i];
      return edit
        ? {
            ...line,
            description: edit.description,
            subcategoryId: edit.subcategoryId,
            locationId: edit.locationId,
          }
        : line;
    });
    const status = externalStatusOf({ source: found.row.source, creditorId: input.creditorId, lines });
    await repo.updateExternal(tx, customerCode, id, { creditorId: input.creditorId, status, lines });
    await recordAudit(tx, context, {
      action: 'externalMovement.complete',
      entity: 'externalMovement',
      entityId: id,
      before: { creditorId: found.row.creditorId, status: found.row.status, lines: current },
      after: { creditorId: input.creditorId, status, lines },
    });
    return (await details(tx, customerCode, [id]))[0] as ExternalMovementDetail;
  });
}

/** Deletes a movement still waiting; a charged one stays with its charge. */
export function deleteExternalMovement(db: Db, context: RequestContext, id: number): Promise<void> {
  return mutate(db, context, async (tx) => {
    const found = await lockWaiting(tx, context.customerCode, id);
    await repo.deleteExternal(tx, context.customerCode, id);
    const { payload: _payload, ...before } = found.row;
    await recordAudit(tx, context, {
      action: 'externalMovement.delete',
      entity: 'externalMovement',
      entityId: id,
      before: { ...before, lines: storedLines(found.row.payload).length },
    });
  });
}
