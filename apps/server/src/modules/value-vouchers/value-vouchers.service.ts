import type { MovementWithAssets } from '@inventario/shared/contracts/movements';
import type { ValueVoucherCreate, ValueVoucherUpdate } from '@inventario/shared/contracts/value-vouchers';
import {
  checkVoucherAsset,
  checkVoucherChange,
  checkVoucherType,
  isValueVoucherKind,
  type LineOutcome,
  planVoucherLines,
  repeatedAssets,
  signedVariation,
  type ValueVoucherKind,
} from '@inventario/shared/domain/movements/value-voucher';
import { eurosToCents } from '@inventario/shared/format/currency';
import type { Db, Tx } from '../../db/client.ts';
import { mutate } from '../../db/unit-of-work.ts';
import { AppError } from '../../http/app-error.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { recordAudit } from '../audit/index.ts';
import * as ledger from '../movement-ledger/index.ts';
import * as repo from './value-vouchers.repo.ts';
import { valueVoucherDetail, voucherState } from './voucher-detail.ts';

/** History actions of value vouchers (asset history, `GET /movement/history/fromAsset/{id}`). */
export const VOUCHER_HISTORY_ACTION = {
  voucher: 'valueVoucher',
  voucherEdit: 'valueVoucherEdit',
  voucherDelete: 'valueVoucherDelete',
} as const;

interface Line {
  assetId: number;
  variationCents: number;
}

function linesOf(input: ValueVoucherCreate): Line[] {
  return input.lines.map((l) => ({ assetId: l.assetId, variationCents: eurosToCents(l.variation) }));
}

function refuseRepeated(lines: readonly Line[]): void {
  const repeated = repeatedAssets(lines);
  if (repeated.length > 0) {
    throw new AppError('validationFailed', 'An asset is listed twice', {
      issues: [{ field: 'lines', message: 'rules.notValid' }],
      assetIds: repeated,
    });
  }
}

function refuseType(kind: ValueVoucherKind, voucherType: string): void {
  const type = checkVoucherType(kind, voucherType);
  if (!type.ok) throw new AppError(type.code, undefined, { voucherType });
}

/**
 * The lines' outcome on the assets' actual values, `actualCents` overriding the stored values (an
 * edit plans on the values its old lines restored): every asset a charged inventory asset of the
 * school, values not below zero, the threshold crossing confirmed.
 */
async function planLines(
  tx: Tx,
  customerCode: string,
  kind: ValueVoucherKind,
  lines: readonly Line[],
  thresholdConfirmed: boolean,
  actualCents: ReadonlyMap<number, number> = new Map(),
): Promise<LineOutcome[]> {
  const found = await ledger.lockKnownAssets(
    tx,
    customerCode,
    lines.map((l) => l.assetId),
  );
  for (const asset of found) {
    const check = checkVoucherAsset({ ...asset, assetId: asset.id });
    if (!check.ok) throw new AppError(check.code, undefined, { assetIds: [asset.id] });
  }
  const values = new Map(found.map((a) => [a.id, actualCents.get(a.id) ?? a.actualCents]));
  const plan = planVoucherLines(kind, lines, values, thresholdConfirmed);
  if (!plan.ok) throw new AppError(plan.code, undefined, { assetIds: plan.assetIds });
  return plan.lines;
}

async function writeVoucherLines(
  tx: Tx,
  customerCode: string,
  movementId: number,
  kind: ValueVoucherKind,
  lines: readonly LineOutcome[],
): Promise<void> {
  await ledger.writeLines(
    tx,
    customerCode,
    movementId,
    lines.map((l) => ({ assetId: l.assetId, valueCents: l.afterCents, variationCents: l.variationCents })),
  );
  await repo.addToActualValues(
    tx,
    customerCode,
    lines.map((l) => ({ assetId: l.assetId, deltaCents: signedVariation(kind, l.variationCents) })),
  );
}

function history(
  context: RequestContext,
  movementId: number,
  action: string,
  rows: readonly { assetId: number; fromCents: number; toCents: number }[],
) {
  return rows
    .filter((r) => r.fromCents !== r.toCents)
    .map((r) => ({
      customerCode: context.customerCode,
      assetId: r.assetId,
      actorUsername: context.username,
      action,
      movementId,
      changes: { actualPriceCents: { from: r.fromCents, to: r.toCents } },
    }));
}

const totalOf = (lines: readonly { variationCents: number }[]) =>
  lines.reduce((sum, l) => sum + l.variationCents, 0);

/**
 * Creates a value voucher (`POST /movement/valueVoucher`): dated in an open year, not before the
 * school's last movement; each line changes a charged inventory asset's actual value; numbered per
 * type and year; the assets' history and the audit event in the same transaction.
 */
export function createVoucher(
  db: Db,
  context: RequestContext,
  input: ValueVoucherCreate,
): Promise<MovementWithAssets> {
  return mutate(db, context, (tx) => writeVoucher(tx, context, input));
}

/**
 * The voucher of `createVoucher` inside the caller's transaction: what another area's operation
 * restates (the renewal's prudential estimates) commits or rolls back with it.
 */
export async function writeVoucher(
  tx: Tx,
  context: RequestContext,
  input: ValueVoucherCreate,
): Promise<MovementWithAssets> {
  const customerCode = context.customerCode;
  await ledger.lockSchoolMovements(tx, customerCode);
  refuseType(input.type, input.voucherType);
  await ledger.checkBooking(tx, customerCode, input);
  await ledger.checkYearOpen(tx, customerCode, input.date);
  await ledger.checkAfterLastMovement(tx, customerCode, input.date);
  const lines = linesOf(input);
  refuseRepeated(lines);
  const planned = await planLines(tx, customerCode, input.type, lines, input.thresholdConfirmed ?? false);
  const movement = await ledger.insertVoucher(tx, context, {
    type: input.type,
    date: input.date,
    voucherType: input.voucherType,
    notes: input.notes ?? null,
    ...ledger.bookingColumns(input),
    totalCents: totalOf(planned),
  });
  await writeVoucherLines(tx, customerCode, movement.id, input.type, planned);
  await ledger.insertHistory(
    tx,
    history(
      context,
      movement.id,
      VOUCHER_HISTORY_ACTION.voucher,
      planned.map((l) => ({ assetId: l.assetId, fromCents: l.beforeCents, toCents: l.afterCents })),
    ),
  );
  return ledger.auditedMovement(
    tx,
    context,
    { action: 'valueVoucher.create', movementId: movement.id },
    valueVoucherDetail,
  );
}

async function findVoucher(tx: Tx, customerCode: string, id: number) {
  const found = await ledger.findMovement(tx, customerCode, id);
  if (!found || !isValueVoucherKind(found.movement.type)) throw new AppError('notFound', 'No such voucher');
  return { ...found.movement, type: found.movement.type as ValueVoucherKind };
}

function sameLines(a: readonly Line[], b: readonly Line[]): boolean {
  return (
    a.length === b.length &&
    a.every((l, i) => l.assetId === b[i]?.assetId && l.variationCents === b[i]?.variationCents)
  );
}

/** The values a voucher's lines left (`current`, locked) and those its assets had before it (`restored`). */
async function valuesBefore(
  tx: Tx,
  customerCode: string,
  kind: ValueVoucherKind,
  lines: readonly { assetId: number; variationCents: number | null }[],
): Promise<{ current: Map<number, number>; restored: Map<number, number> }> {
  const current = new Map(
    (
      await ledger.lockAssets(
        tx,
        customerCode,
        lines.map((l) => l.assetId),
      )
    ).map((a) => [a.id, a.actualCents]),
  );
  const restored = new Map<number, number>();
  for (const line of lines) {
    restored.set(
      line.assetId,
      (current.get(line.assetId) ?? 0) - signedVariation(kind, line.variationCents ?? 0),
    );
  }
  return { current, restored };
}

/** Takes a voucher's variations off its assets' actual values. */
function giveBackValues(
  tx: Tx,
  customerCode: string,
  kind: ValueVoucherKind,
  lines: readonly { assetId: number; variationCents: number | null }[],
): Promise<void> {
  return repo.addToActualValues(
    tx,
    customerCode,
    lines.map((l) => ({ assetId: l.assetId, deltaCents: -signedVariation(kind, l.variationCents ?? 0) })),
  );
}

/**
 * Edits a value voucher (`PUT /movement/valueVoucher`): notes always while its year is open; type of
 * variation and date (within its year and between its neighbours) while no later movement holds its
 * assets; its lines only on the latest voucher of its type and year, the old variations given back
 * before the new ones apply. The yearly depreciation's vouchers never change here.
 */
export function updateVoucher(
  db: Db,
  context: RequestContext,
  input: ValueVoucherUpdate,
): Promise<MovementWithAssets> {
  return mutate(db, context, async (tx) => {
    const customerCode = context.customerCode;
    await ledger.lockSchoolMovements(tx, customerCode);
    const voucher = await findVoucher(tx, customerCode, input.id);
    await ledger.refuseHeldMovement(tx, customerCode, voucher.id);
    const state = await voucherState(tx, customerCode, voucher);
    if (input.type !== voucher.type) {
      throw new AppError('validationFailed', 'The kind of a voucher cannot change', {
        issues: [{ field: 'type', message: 'rules.notValid' }],
      });
    }
    const stored = await repo.voucherLines(tx, customerCode, voucher.id);
    const lines = linesOf(input);
    refuseRepeated(lines);
    const linesChanged = !sameLines(
      stored.map((l) => ({ assetId: l.assetId, variationCents: l.variationCents ?? 0 })),
      lines,
    );
    const booking = ledger.bookingColumns(input);
    const contentChanged =
      input.date !== voucher.date ||
      input.voucherType !== voucher.voucherType ||
      booking.administrationId !== voucher.administrationId ||
      booking.aggregationId !== voucher.aggregationId;
    ledger.refuse(checkVoucherChange(state, linesChanged ? 'lines' : contentChanged ? 'content' : 'notes'));
    if (input.voucherType !== voucher.voucherType) refuseType(voucher.type, input.voucherType);
    await ledger.checkBooking(tx, customerCode, input);
    await ledger.checkNewDate(tx, customerCode, voucher, input.date);
    const before = await ledger.getMovementWithAssets(tx, customerCode, voucher.id, valueVoucherDetail);
    const totalCents = linesChanged
      ? await replaceLines(tx, context, voucher, stored, lines, input.thresholdConfirmed ?? false)
      : voucher.totalCents;
    await ledger.updateMovement(tx, customerCode, voucher.id, {
      date: input.date,
      voucherType: input.voucherType,
      notes: input.notes ?? null,
      ...booking,
      totalCents,
    });
    return ledger.auditedMovement(
      tx,
      context,
      { action: 'valueVoucher.update', movementId: voucher.id, before },
      valueVoucherDetail,
    );
  });
}

/**
 * A voucher's lines become `lines`: the old variations are given back, the new ones planned on the
 * values so restored and applied, and each asset whose value moved gets a history row. Answers the total.
 */
async function replaceLines(
  tx: Tx,
  context: RequestContext,
  voucher: { id: number; type: ValueVoucherKind },
  stored: Awaited<ReturnType<typeof repo.voucherLines>>,
  lines: readonly Line[],
  thresholdConfirmed: boolean,
): Promise<number> {
  const customerCode = context.customerCode;
  const kind = voucher.type;
  const { current, restored } = await valuesBefore(tx, customerCode, kind, stored);
  const planned = await planLines(tx, customerCode, kind, lines, thresholdConfirmed, restored);
  await giveBackValues(tx, customerCode, kind, stored);
  await ledger.deleteLines(tx, customerCode, voucher.id);
  await writeVoucherLines(tx, customerCode, voucher.id, kind, planned);
  const after = new Map(planned.map((l) => [l.assetId, l.afterCents]));
  const touched = [...new Set([...stored.map((l) => l.assetId), ...planned.map((l) => l.assetId)])];
  await ledger.insertHistory(
    tx,
    history(
      context,
      voucher.id,
      VOUCHER_HISTORY_ACTION.voucherEdit,
      touched.map((assetId) => {
        const fromCents =
          current.get(assetId) ?? planned.find((l) => l.assetId === assetId)?.beforeCents ?? 0;
        return { assetId, fromCents, toCents: after.get(assetId) ?? restored.get(assetId) ?? fromCents };
      }),
    ),
  );
  return totalOf(planned);
}

/**
 * Deletes a value voucher (`DELETE /movement/valueVoucher/{id}`, in the transaction the movements'
 * dispatcher opens): only the latest of its type and year, none of its assets in a later movement,
 * in an open year; its assets get their values back and its number goes back to the counter. The
 * yearly depreciation's go only by reopening the year.
 */
export async function deleteVoucher(tx: Tx, context: RequestContext, id: number): Promise<void> {
  const customerCode = context.customerCode;
  await ledger.lockSchoolMovements(tx, customerCode);
  const voucher = await findVoucher(tx, customerCode, id);
  await ledger.refuseHeldMovement(tx, customerCode, id);
  ledger.refuse(checkVoucherChange(await voucherState(tx, customerCode, voucher), 'delete'));
  const before = await ledger.getMovementWithAssets(tx, customerCode, id, valueVoucherDetail);
  const stored = await repo.voucherLines(tx, customerCode, id);
  const { current, restored } = await valuesBefore(tx, customerCode, voucher.type, stored);
  const belowZero = [...restored].filter(([, cents]) => cents < 0).map(([assetId]) => assetId);
  if (belowZero.length > 0) throw new AppError('variationBelowZero', undefined, { assetIds: belowZero });
  await giveBackValues(tx, customerCode, voucher.type, stored);
  await ledger.insertHistory(
    tx,
    history(
      context,
      id,
      VOUCHER_HISTORY_ACTION.voucherDelete,
      stored.map((l) => ({
        assetId: l.assetId,
        fromCents: current.get(l.assetId) ?? 0,
        toCents: restored.get(l.assetId) ?? 0,
      })),
    ),
  );
  await ledger.removeVoucher(tx, customerCode, voucher);
  await recordAudit(tx, context, { action: 'valueVoucher.delete', entity: 'movement', entityId: id, before });
}
