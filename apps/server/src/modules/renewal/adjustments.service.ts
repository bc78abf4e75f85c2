import { chargeCreateSchema } from '@inventario/shared/contracts/charges';
import type { Adjustment, AdjustmentCreate } from '@inventario/shared/contracts/renewal-adjustments';
import { MOVEMENT_TYPE } from '@inventario/shared/domain/movements/movement-types';
import {
  type AdjustmentKind,
  adjustmentProblem,
  variationCents,
} from '@inventario/shared/domain/renewal/adjustments';
import { centsToEuros, eurosToCents } from '@inventario/shared/format/currency';
import type { Db, Tx } from '../../db/client.ts';
import { mutate, read } from '../../db/unit-of-work.ts';
import { AppError } from '../../http/app-error.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { recordAudit } from '../audit/index.ts';
import { deleteCharge, writeCharge } from '../charges/index.ts';
import { deleteDischarge, writeDischarge } from '../discharges/index.ts';
import { deleteVoucher, writeVoucher } from '../value-vouchers/index.ts';
import * as repo from './adjustments.repo.ts';
import { renewalFor, requireLicence, requireRenewal } from './renewal.service.ts';

/** Why each discharge of the renewal leaves the registers (D.I. 129/2018 art. 33). */
const DISCHARGE_CAUSAL = { missing: 'SMA', unusable: 'FUO', erroneous: 'ALT' } as const;
/** The value vouchers' kinds of variation of the commission's estimates. */
const ESTIMATE_VOUCHER = {
  estimateUp: { type: 6, code: 'RAU' },
  estimateDown: { type: 5, code: 'RDI' },
} as const;
/** Goods the recognition found that the registers did not hold are charged as found (rinvenimento). */
const FOUND_CAUSAL = 'RIN';

function view(row: repo.AdjustmentRow): Adjustment {
  return {
    id: row.id,
    kind: row.kind,
    asset: {
      id: row.asset_id,
      description: row.description,
      registerKind: row.register_kind as Adjustment['asset']['registerKind'],
      inventoryNumber: row.inventory_number,
    },
    movement: {
      id: row.movement_id,
      type: row.movement_type,
      year: row.movement_year,
      number: row.movement_number,
    },
    actualValue: centsToEuros(row.actual_cents),
    presumedValue: row.presumed_cents === null ? null : centsToEuros(row.presumed_cents),
    newValue: centsToEuros(row.new_actual_cents),
    variation: centsToEuros(row.new_actual_cents - row.actual_cents),
    reason: row.reason,
    recognitionId: row.recognition_id,
    createdBy: row.created_by,
    createdAt: row.created_at,
  };
}

interface Made {
  assetId: number;
  movementId: number;
  actualCents: number;
  newActualCents: number;
}

function refuseValues(kind: AdjustmentKind, values: Parameters<typeof adjustmentProblem>[1]): void {
  const problem = adjustmentProblem(kind, values);
  if (problem) throw new AppError(problem, 'The values do not fit the adjustment');
}

async function heldAsset(tx: Tx, customerCode: string, assetId: number) {
  const asset = await repo.heldAsset(tx, customerCode, assetId);
  if (!asset) throw new AppError('notFound', 'The registers do not hold this good');
  return asset;
}

/** The movement an adjustment makes, through the module that owns it, dated the renewal date. */
async function makeMovement(
  tx: Tx,
  context: RequestContext,
  date: string,
  input: AdjustmentCreate,
  presumedCents: number | null,
): Promise<Made> {
  const customerCode = context.customerCode;
  const notes = input.reason;
  if (input.kind === 'found') {
    const valueCents = eurosToCents(input.asset.value);
    refuseValues('found', { actualCents: 0, newActualCents: valueCents, presumedCents });
    const charge = await writeCharge(
      tx,
      context,
      chargeCreateSchema.parse({
        date,
        causal: FOUND_CAUSAL,
        notes,
        assets: [
          {
            description: input.asset.description,
            subcategoryId: input.asset.subcategoryId,
            historicalPrice: input.asset.value,
            locationId: input.asset.locationId ?? null,
          },
        ],
      }),
    );
    const assetId = charge.assets[0]?.id;
    if (!assetId) throw new Error('the found good was not charged');
    return { assetId, movementId: charge.id, actualCents: 0, newActualCents: valueCents };
  }
  const asset = await heldAsset(tx, customerCode, input.assetId);
  if (input.kind === 'estimateUp' || input.kind === 'estimateDown') {
    const newActualCents = eurosToCents(input.newValue);
    const values = { actualCents: asset.actual_cents, newActualCents, presumedCents };
    refuseValues(input.kind, values);
    const voucher = ESTIMATE_VOUCHER[input.kind];
    const movement = await writeVoucher(tx, context, {
      type: voucher.type,
      date,
      voucherType: voucher.code,
      notes,
      lines: [{ assetId: asset.id, variation: centsToEuros(Math.abs(variationCents(values))) }],
      thresholdConfirmed: true,
    });
    return { assetId: asset.id, movementId: movement.id, actualCents: asset.actual_cents, newActualCents };
  }
  refuseValues(input.kind, { actualCents: asset.actual_cents, newActualCents: 0, presumedCents });
  const discharge = await writeDischarge(tx, context, {
    date,
    causal: DISCHARGE_CAUSAL[input.kind],
    liability: 'nobody',
    notes,
    proposalIds: [],
    assetIds: [asset.id],
  });
  return { assetId: asset.id, movementId: discharge.id, actualCents: asset.actual_cents, newActualCents: 0 };
}

/** `GET /renewal/{id}/adjustments`: oldest first. */
export function listAdjustments(db: Db, context: RequestContext, id: number): Promise<Adjustment[]> {
  requireLicence(context);
  return read(db, context, async (tx) => {
    await requireRenewal(tx, context.customerCode, id);
    return (await repo.adjustments(tx, context.customerCode, id)).map(view);
  });
}

/**
 * `POST /renewal/{id}/adjustments`: after the mapping and before the revaluation, one adjustment a
 * good: its movement (a charge, a discharge or a value voucher, dated the renewal date, its reason as
 * notes) and the adjustment in one transaction.
 */
export function createAdjustment(
  db: Db,
  context: RequestContext,
  id: number,
  input: AdjustmentCreate,
): Promise<Adjustment> {
  requireLicence(context);
  return mutate(db, context, async (tx) => {
    const customerCode = context.customerCode;
    const renewal = await renewalFor(tx, customerCode, id, 'adjust');
    const presumedCents = input.presumedValue == null ? null : eurosToCents(input.presumedValue);
    const made = await makeMovement(tx, context, renewal.renewal_date, input, presumedCents);
    const adjustmentId = await repo.insertAdjustment(tx, customerCode, {
      renewalId: id,
      kind: input.kind,
      ...made,
      presumedCents,
      reason: input.reason,
      createdBy: context.username,
    });
    if (!adjustmentId) throw new AppError('renewalAdjustmentExists', 'The good has an adjustment already');
    await recordAudit(tx, context, {
      action: 'renewal.adjustment.create',
      entity: 'renewal',
      entityId: id,
      after: { adjustmentId, ...input },
    });
    const [row] = await repo.adjustments(tx, customerCode, id, adjustmentId);
    if (!row) throw new Error('the adjustment just stored is gone');
    return view(row);
  });
}

/** Deletes a movement by its own module's rules (the latest of its kind and year, no later movement on its goods). */
async function deleteMovementOf(tx: Tx, context: RequestContext, type: number, movementId: number) {
  if (type === MOVEMENT_TYPE.charge) return deleteCharge(tx, context, movementId);
  if (type === MOVEMENT_TYPE.discharge) return deleteDischarge(tx, context, movementId);
  return deleteVoucher(tx, context, movementId);
}

/** `DELETE /renewal/{id}/adjustments/{adjustmentId}`: before the revaluation, with its movement. */
export function deleteAdjustment(
  db: Db,
  context: RequestContext,
  id: number,
  adjustmentId: number,
): Promise<void> {
  requireLicence(context);
  return mutate(db, context, async (tx) => {
    const customerCode = context.customerCode;
    await renewalFor(tx, customerCode, id, 'adjust');
    const [row] = await repo.adjustments(tx, customerCode, id, adjustmentId);
    if (!row) throw new AppError('notFound', 'No such adjustment');
    await repo.deleteAdjustment(tx, customerCode, adjustmentId);
    await deleteMovementOf(tx, context, row.movement_type, row.movement_id);
    await recordAudit(tx, context, {
      action: 'renewal.adjustment.delete',
      entity: 'renewal',
      entityId: id,
      before: view(row),
    });
  });
}
