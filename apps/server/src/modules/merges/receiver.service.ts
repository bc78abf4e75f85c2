import type { Merge } from '@inventario/shared/contracts/customer-area';
import type { TempList, TempListSave } from '@inventario/shared/contracts/imports';
import type { ReceiverMerge } from '@inventario/shared/contracts/merges';
import type { ListKind } from '@inventario/shared/domain/imports/list-matching';
import { mergeChargeDate } from '@inventario/shared/domain/merges/merge-dates';
import { type MergePackageContent, receiptPlan } from '@inventario/shared/domain/merges/receipt-plan';
import { MOVEMENT_TYPE } from '@inventario/shared/domain/movements/movement-types';
import type { Tx } from '../../db/client.ts';
import { mutate, read } from '../../db/unit-of-work.ts';
import { AppError } from '../../http/app-error.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { recordAudit } from '../audit/index.ts';
import {
  findMergeReceipt,
  type MergeReceipt,
  saveTempListOf,
  startMergeReceipt,
  tempListOf,
  writeMergeReceipt,
} from '../imports/index.ts';
import * as ledger from '../movement-ledger/index.ts';
import { toPackage } from './merge-package.ts';
import type { MergesDeps } from './merges.deps.ts';
import * as merges from './merges.repo.ts';

async function receiverMerge(tx: Tx, context: RequestContext, mergeId: number): Promise<Merge> {
  const merge = await merges.findReceiverMerge(tx, mergeId, context.customerCode);
  if (!merge) throw new AppError('notFound', 'No such merge into this school');
  return merge;
}

async function chargeDateOf(tx: Tx, customerCode: string, merge: Merge): Promise<string> {
  const last = await ledger.lastMovementDate(tx, customerCode);
  return mergeChargeDate(Number(merge.effectiveDate.slice(0, 4)), last);
}

async function receiverState(tx: Tx, context: RequestContext, merge: Merge): Promise<ReceiverMerge> {
  const { customerCode } = context;
  const row = await merges.findPackage(tx, merge.id);
  const receipt = await findMergeReceipt(tx, customerCode, merge.id);
  const charge = await merges.findMergeVoucher(tx, customerCode, merge.id, MOVEMENT_TYPE.charge);
  // The seller's voucher is the seller's: the receiver sees its number and date, not a link.
  const found = row ? toPackage(row) : null;
  return {
    merge,
    package: found
      ? { ...found, discharge: { ...found.discharge, id: null }, charge: charge ?? found.charge }
      : null,
    receipt: receipt ? { importId: receipt.id, state: receipt.state } : null,
    chargeDate: charge?.date ?? (await chargeDateOf(tx, customerCode, merge)),
  };
}

/** `GET /merge/{x}/receiver`: the package confirmed for the school, its mapping, its charge. */
export function getReceiverMerge(
  deps: MergesDeps,
  context: RequestContext,
  mergeId: number,
): Promise<ReceiverMerge> {
  return read(deps.db, context, async (tx) =>
    receiverState(tx, context, await receiverMerge(tx, context, mergeId)),
  );
}

async function confirmedContent(
  tx: Tx,
  context: RequestContext,
  mergeId: number,
): Promise<MergePackageContent> {
  const content = await merges.packageContent(tx, mergeId, context.customerCode);
  if (!content) throw new AppError('mergePackageNotConfirmed');
  return content;
}

/** The merge's receipt, started (its temp lists matched onto the school's) the first time. */
async function receiptOf(
  deps: MergesDeps,
  tx: Tx,
  context: RequestContext,
  mergeId: number,
): Promise<{ merge: Merge; content: MergePackageContent; receipt: MergeReceipt }> {
  const merge = await receiverMerge(tx, context, mergeId);
  const content = await confirmedContent(tx, context, mergeId);
  const plan = receiptPlan(content, {
    date: await chargeDateOf(tx, context.customerCode, merge),
    sellerName: merge.sellerName,
  });
  const receipt = await startMergeReceipt(tx, context, {
    mergeId,
    sellerName: merge.sellerName,
    plan,
    now: deps.now(),
  });
  return { merge, content, receipt };
}

/**
 * `POST /site/temp/merge/{x}/list` and `/subcategory/temp/merge/{x}/list`: the receipt's list, the
 * receipt started first if it is not (`importPending` while another import waits).
 */
export function startReceiptList(
  deps: MergesDeps,
  context: RequestContext,
  mergeId: number,
  kind: ListKind,
): Promise<TempList> {
  return mutate(deps.db, context, async (tx) => {
    const { receipt } = await receiptOf(deps, tx, context, mergeId);
    return tempListOf(tx, context, receipt.id, kind);
  });
}

/** `PUT /site/temp/merge/{x}/list`, `POST /location/merge/{x}`…: a list's mapping for the merge. */
export function saveReceiptList(
  deps: MergesDeps,
  context: RequestContext,
  mergeId: number,
  kind: ListKind,
  save: TempListSave,
): Promise<TempList> {
  return mutate(deps.db, context, async (tx) => {
    const { receipt } = await receiptOf(deps, tx, context, mergeId);
    if (receipt.state !== 'ready') throw new AppError('importNotPending');
    return saveTempListOf(tx, context, receipt.id, kind, save);
  });
}

/**
 * `POST /movement/charge/merge/{x}`: the package charged in one merge charge dated 1 September (or the
 * school's last movement when later), its lists as mapped, each good numbered in the school's
 * registers in the seller's order; then recorded on the seller's package. Run again, it answers the
 * charge it made.
 */
export function chargeForMerge(
  deps: MergesDeps,
  context: RequestContext,
  mergeId: number,
): Promise<ReceiverMerge> {
  return mutate(deps.db, context, async (tx) => {
    const { customerCode } = context;
    await ledger.lockSchoolMovements(tx, customerCode);
    const merge = await receiverMerge(tx, context, mergeId);
    if (await merges.findMergeVoucher(tx, customerCode, mergeId, MOVEMENT_TYPE.charge))
      return receiverState(tx, context, merge);
    const { content, receipt } = await receiptOf(deps, tx, context, mergeId);
    const date = await chargeDateOf(tx, customerCode, merge);
    await ledger.checkYearOpen(tx, customerCode, date);
    await ledger.refuseChargeDuringRenewal(tx, customerCode, date);
    const plan = receiptPlan(content, { date, sellerName: merge.sellerName });
    const result = await writeMergeReceipt(tx, context, receipt, {
      plan,
      now: deps.now(),
      sellerName: merge.sellerName,
      receiverName: merge.receiverName,
    });
    const voucher = await merges.findMergeVoucher(tx, customerCode, mergeId, MOVEMENT_TYPE.charge);
    if (!voucher) throw new Error(`the merge ${mergeId} wrote no charge`);
    await merges.markPackageCharged(tx, mergeId, {
      ...voucher,
      actor: context.username,
      actorCustomerCode: context.homeCustomerCode,
    });
    await recordAudit(tx, context, {
      action: 'merge.charge',
      entity: 'merge',
      entityId: mergeId,
      after: { sellerCode: merge.sellerCode, movementId: voucher.id, ...result },
    });
    return receiverState(tx, context, merge);
  });
}
