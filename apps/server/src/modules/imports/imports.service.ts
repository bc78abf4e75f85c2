import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  IMPORT_UPLOAD_MAX_BYTES,
  type ImportIssuePage,
  type ImportSummary,
  PENDING_IMPORT_STATES,
} from '@inventario/shared/contracts/imports';
import { isVendorStaff } from '@inventario/shared/domain/access/access';
import { type ImportType, isVendorImportType } from '@inventario/shared/domain/imports/import-format';
import type { ListKind } from '@inventario/shared/domain/imports/list-matching';
import { checkMappings } from '@inventario/shared/domain/imports/mapping-checks';
import type { Tx } from '../../db/client.ts';
import { mutate, read } from '../../db/unit-of-work.ts';
import { AppError } from '../../http/app-error.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { recordAudit } from '../audit/index.ts';
import { allMappings, readSchoolLists } from './import-lists.repo.ts';
import { IMPORT_RUN_QUEUE, IMPORT_VALIDATION_QUEUE } from './import-queues.ts';
import { reportOf, toImportSummary } from './import-summary.ts';
import { receiveImportFile } from './import-upload.ts';
import type { ImportsDeps } from './imports.deps.ts';
import * as repo from './imports.repo.ts';
import { MERGE_IMPORT_TYPE } from './merge-receipts.ts';

/** Where the store keeps an import's file: beside the school's documents. */
const storageKeyOf = (customerCode: string, id: string) => `${customerCode}/imports/${id}`;

export function refuseOtherSchoolsTypes(context: RequestContext, type: ImportType): void {
  if (isVendorImportType(type) && !isVendorStaff(context))
    throw new AppError('forbidden', 'Vendor staff only');
}

async function refuseWhilePending(tx: Tx, customerCode: string): Promise<void> {
  const pending = await repo.findPendingImport(tx, customerCode);
  if (pending) throw new AppError('importPending', undefined, { importId: pending.id });
}

/**
 * `POST /import/type/{type}`: stores the file as it arrives (refused past 50 MB or when its bytes are
 * not what its name says) and queues its validation, in the transaction that records the import.
 */
export async function uploadImport(
  deps: ImportsDeps,
  context: RequestContext,
  upload: {
    type: ImportType;
    fileName: string;
    body: Readable;
    declaredLength?: number | undefined;
    /** An admin list's own import: the list the file holds. */
    listKind?: ListKind | undefined;
  },
): Promise<ImportSummary> {
  refuseOtherSchoolsTypes(context, upload.type);
  if ((upload.declaredLength ?? 0) > IMPORT_UPLOAD_MAX_BYTES) throw new AppError('importTooLarge');
  // Refused before a byte of the body is read; the unique index settles two uploads at once.
  await read(deps.db, context, (tx) => refuseWhilePending(tx, context.customerCode));
  const id = randomUUID();
  const storageKey = storageKeyOf(context.customerCode, id);
  const received = await receiveImportFile(deps.store, storageKey, upload.fileName, upload.body);
  try {
    const summary = await mutate(deps.db, context, async (tx) => {
      await refuseWhilePending(tx, context.customerCode);
      const row = await repo.insertImport(tx, {
        id,
        customerCode: context.customerCode,
        type: upload.type,
        listKind: upload.listKind ?? null,
        state: 'validating',
        fileName: upload.fileName,
        sizeBytes: received.inspected.size,
        sha256: received.inspected.sha256,
        storageKey,
        createdBy: context.username,
        createdAt: deps.now(),
      });
      await deps.jobs.send(tx, IMPORT_VALIDATION_QUEUE, { customerCode: context.customerCode, importId: id });
      await recordAudit(tx, context, {
        action: 'import.upload',
        entity: 'import',
        entityId: id,
        after: {
          type: upload.type,
          listKind: upload.listKind ?? null,
          fileName: upload.fileName,
          sizeBytes: received.inspected.size,
        },
      });
      await received.keep();
      return toImportSummary(row);
    });
    // A retry with the same Idempotency-Key is answered as the first was: its copy of the file goes.
    if (context.idempotency?.replayed) await received.discard();
    return summary;
  } catch (error) {
    await received.discard();
    throw error;
  }
}

export async function importOf(tx: Tx, context: RequestContext, id: string): Promise<repo.ImportRow> {
  const row = await repo.findImport(tx, context.customerCode, id);
  if (!row) throw new AppError('notFound');
  return row;
}

export function getImport(deps: ImportsDeps, context: RequestContext, id: string): Promise<ImportSummary> {
  return read(deps.db, context, async (tx) =>
    withProgress(deps, toImportSummary(await importOf(tx, context, id))),
  );
}

export function getPendingImport(
  deps: ImportsDeps,
  context: RequestContext,
): Promise<{ import: ImportSummary | null }> {
  return read(deps.db, context, async (tx) => {
    const row = await repo.findPendingImport(tx, context.customerCode);
    return { import: row ? withProgress(deps, toImportSummary(row)) : null };
  });
}

/** The latest import of the screen's kind that ended: its result stays to be seen after the screen is left. */
export function getLastImport(
  deps: ImportsDeps,
  context: RequestContext,
  query: { type: ImportType; list?: ListKind | undefined },
): Promise<{ import: ImportSummary | null }> {
  return read(deps.db, context, async (tx) => {
    const row = await repo.findLastEnded(tx, context.customerCode, {
      type: query.type,
      listKind: query.list ?? null,
    });
    return { import: row ? toImportSummary(row) : null };
  });
}

/** A page of the validation's issues, errors first, of one severity or both. */
export function getImportIssues(
  deps: ImportsDeps,
  context: RequestContext,
  query: { id: string; page: number; size: number; severity?: 'error' | 'warning' | undefined },
): Promise<ImportIssuePage> {
  return read(deps.db, context, async (tx) => {
    const report = reportOf(await importOf(tx, context, query.id));
    const issues = (report?.issues ?? []).filter((i) => !query.severity || i.severity === query.severity);
    const start = (query.page - 1) * query.size;
    return {
      issues: issues.slice(start, start + query.size),
      total: issues.length,
      truncated: report?.truncated ?? false,
    };
  });
}

/**
 * `DELETE /import/{id}`: discards a pending import that is not importing, and removes its file; the
 * row stays, discarded, for the record.
 */
export async function discardImport(deps: ImportsDeps, context: RequestContext, id: string): Promise<void> {
  const discardable = PENDING_IMPORT_STATES.filter((state) => state !== 'importing');
  const row = await mutate(deps.db, context, async (tx) => {
    const found = await importOf(tx, context, id);
    const moved = await repo.moveImport(tx, context.customerCode, id, discardable, {
      state: 'discarded',
      finishedAt: deps.now(),
    });
    if (!moved) throw new AppError('importNotPending');
    await recordAudit(tx, context, { action: 'import.discard', entity: 'import', entityId: id });
    return found;
  });
  // A merge's receipt has no file: discarding it lets the merge start its mapping again.
  if (row.storageKey) await deps.store.remove([row.storageKey]);
}

/**
 * `POST /import/{id}/confirm`: a ready import whose mapping holds becomes `importing`, and its run is
 * queued in the same transaction (import-run.ts writes it, all or nothing).
 */
export async function confirmImport(
  deps: ImportsDeps,
  context: RequestContext,
  id: string,
): Promise<ImportSummary> {
  return mutate(deps.db, context, async (tx) => {
    const row = await importOf(tx, context, id);
    refuseOtherSchoolsTypes(context, row.type as ImportType);
    if (row.state !== 'ready') throw new AppError('importNotReady');
    // A merge's receipt is charged by `POST /movement/charge/merge/{x}`, from its package, never run as a file.
    if (row.type === MERGE_IMPORT_TYPE) throw new AppError('operationNotPermitted');
    const conflicts = checkMappings(
      await allMappings(tx, context.customerCode, id),
      await readSchoolLists(tx, context.customerCode),
    );
    const [conflict] = conflicts;
    if (conflict)
      throw new AppError(conflict.code, undefined, { kind: conflict.kind, sourceKey: conflict.sourceKey });
    const confirmedAt = deps.now();
    await repo.moveImport(tx, context.customerCode, id, ['ready'], {
      state: 'importing',
      confirmedBy: context.username,
      confirmedAt,
    });
    await deps.jobs.send(tx, IMPORT_RUN_QUEUE, {
      customerCode: context.customerCode,
      importId: id,
      actor: { username: context.username, homeCustomerCode: context.homeCustomerCode },
    });
    await recordAudit(tx, context, { action: 'import.confirm', entity: 'import', entityId: id });
    return withProgress(
      deps,
      toImportSummary({ ...row, state: 'importing', confirmedBy: context.username, confirmedAt }),
    );
  });
}

/** A running import's progress as this process knows it, fresher than its row. */
export function withProgress(deps: ImportsDeps, summary: ImportSummary): ImportSummary {
  const live = summary.state === 'importing' ? deps.progress.of(summary.id) : undefined;
  return live ? { ...summary, progress: live } : summary;
}

/** Whether the school has an import pending: creating a financial year waits for it (spec 02 §5). */
export async function hasPendingImport(tx: Tx, customerCode: string): Promise<boolean> {
  return (await repo.findPendingImport(tx, customerCode)) !== undefined;
}
