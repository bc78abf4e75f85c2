import type { ImportSummary } from '@inventario/shared/contracts/imports';
import type { ListKind } from '@inventario/shared/domain/imports/list-matching';
import { read } from '../../db/unit-of-work.ts';
import { AppError } from '../../http/app-error.ts';
import type { RequestContext } from '../../http/request-context.ts';
import type { ImportsDeps } from './imports.deps.ts';
import * as repo from './imports.repo.ts';
import { confirmImport, discardImport } from './imports.service.ts';

/**
 * Each admin list's own import (spec 02 §7, docs/IMPORTS.md "One list alone"): the paths the
 * specification gives each list, on the school's pending import of that list.
 */

/** The school's pending import of the list; none pending, or another kind of import, is refused. */
async function pendingListImport(
  deps: ImportsDeps,
  context: RequestContext,
  kind: ListKind,
): Promise<repo.ImportRow> {
  const pending = await read(deps.db, context, (tx) => repo.findPendingImport(tx, context.customerCode));
  if (!pending) throw new AppError('notFound');
  if (pending.listKind !== kind) throw new AppError('importNotReady');
  return pending;
}

/** `POST /site/import/type/{type}` and the others: imports the list's checked file, as mapped. */
export async function confirmListImport(
  deps: ImportsDeps,
  context: RequestContext,
  kind: ListKind,
): Promise<ImportSummary> {
  const pending = await pendingListImport(deps, context, kind);
  return confirmImport(deps, context, pending.id);
}

/** `DELETE /location/temp/list`: discards the school's pending import of locations. */
export async function discardListImport(deps: ImportsDeps, context: RequestContext, kind: ListKind) {
  const pending = await pendingListImport(deps, context, kind);
  await discardImport(deps, context, pending.id);
}
