import { randomUUID } from 'node:crypto';
import type { ImportPlan } from '@inventario/shared/domain/imports/import-plan';
import { checkMappings } from '@inventario/shared/domain/imports/mapping-checks';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { allMappings, readSchoolLists } from './import-lists.repo.ts';
import * as repo from './imports.repo.ts';
import { writePlanTempLists } from './plan-temp-lists.ts';
import { writeImport } from './writing/import-writer.ts';

/**
 * A merge's receipt is the receiver's import of the package its seller handed over (DOMAIN §9): no file,
 * ready at once, its lists mapped through the same temp lists (`/site/temp/list`…) as any import, and
 * written by the same writer in the merges module's transaction. Type 5 is never uploaded nor confirmed
 * through `/import`.
 */
export const MERGE_IMPORT_TYPE = 5;

export type MergeReceipt = repo.ImportRow;

export function findMergeReceipt(tx: Tx, customerCode: string, mergeId: number) {
  return repo.findMergeReceipt(tx, customerCode, mergeId);
}

export interface ReceiptStart {
  mergeId: number;
  sellerName: string;
  plan: ImportPlan;
  now: Date;
}

/** The receipt of a merge, started once: its temp lists matched onto the school's. */
export async function startMergeReceipt(
  tx: Tx,
  context: RequestContext,
  start: ReceiptStart,
): Promise<MergeReceipt> {
  const existing = await repo.findMergeReceipt(tx, context.customerCode, start.mergeId);
  if (existing) return existing;
  if (await repo.findPendingImport(tx, context.customerCode, { lock: true }))
    throw new AppError('importPending');
  const receipt = await repo.insertImport(tx, {
    id: randomUUID(),
    customerCode: context.customerCode,
    type: MERGE_IMPORT_TYPE,
    listKind: null,
    state: 'ready',
    fileName: `Accorpamento: ${start.sellerName}`,
    sizeBytes: 0,
    sha256: '',
    storageKey: '',
    createdBy: context.username,
    createdAt: start.now,
    validatedAt: start.now,
    mergeId: start.mergeId,
    report: {
      counts: { assets: start.plan.assets.length },
      errorCount: 0,
      warningCount: 0,
      issues: [],
      truncated: false,
    },
  });
  await writePlanTempLists(tx, context.customerCode, receipt.id, start.plan);
  return receipt;
}

/**
 * Writes a receipt's plan as mapped, in the caller's transaction (which holds the school's movement
 * lock): refused, with nothing written, while a mapping collides with the school's lists.
 */
export async function writeMergeReceipt(
  tx: Tx,
  context: RequestContext,
  receipt: MergeReceipt,
  write: { plan: ImportPlan; now: Date; sellerName: string; receiverName: string },
): Promise<Record<string, number>> {
  const mappings = await allMappings(tx, context.customerCode, receipt.id);
  const [conflict] = checkMappings(mappings, await readSchoolLists(tx, context.customerCode));
  if (conflict)
    throw new AppError(conflict.code, undefined, { kind: conflict.kind, sourceKey: conflict.sourceKey });
  const result = await writeImport({
    tx,
    customerCode: context.customerCode,
    plan: write.plan,
    mappings,
    actor: context.username,
    now: write.now,
    merge:
      receipt.mergeId === null
        ? undefined
        : { mergeId: receipt.mergeId, sellerName: write.sellerName, receiverName: write.receiverName },
    written: () => {},
  });
  await repo.moveImport(tx, context.customerCode, receipt.id, ['ready'], {
    state: 'imported',
    result,
    confirmedBy: context.username,
    confirmedAt: write.now,
    finishedAt: write.now,
  });
  return result;
}
