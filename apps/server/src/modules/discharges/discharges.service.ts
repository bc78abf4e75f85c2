import { ASSET_STATUS } from '@inventario/shared/contracts/assets';
import type { DischargeCreate, DischargeUpdate } from '@inventario/shared/contracts/discharge';
import type { MovementWithAssets } from '@inventario/shared/contracts/movements';
import { PROPOSAL_STATUS, type RelatedMovement } from '@inventario/shared/contracts/out';
import {
  assetsOfUnclosedYears,
  checkDirectAssets,
  checkDischargeChange,
  checkLiability,
  DISCHARGE_HISTORY_ACTION,
  restoredStatus,
} from '@inventario/shared/domain/movements/discharge';
import { isDischargeCausal } from '@inventario/shared/domain/movements/discharge-causals';
import { MOVEMENT_TYPE } from '@inventario/shared/domain/movements/movement-types';
import type { Db, Tx } from '../../db/client.ts';
import { mutate, read } from '../../db/unit-of-work.ts';
import { AppError } from '../../http/app-error.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { recordAudit } from '../audit/index.ts';
import * as ledger from '../movement-ledger/index.ts';
import { assetsLeftToDischarge, linkedVouchers } from '../proposals/index.ts';
import { dischargeDetail, dischargeState } from './discharge-detail.ts';
import * as repo from './discharges.repo.ts';

type Header = Omit<DischargeCreate, 'proposalIds' | 'assetIds'>;

async function findDischarge(tx: Tx, customerCode: string, id: number): Promise<ledger.MovementRow> {
  const found = await ledger.findMovement(tx, customerCode, id);
  if (!found || found.movement.type !== MOVEMENT_TYPE.discharge) {
    throw new AppError('notFound', 'No such discharge');
  }
  return found.movement;
}

/** The header checks of every discharge and edit: causal, liability (art. 33), destination. */
async function checkHeader(tx: Tx, customerCode: string, header: Header): Promise<void> {
  if (!isDischargeCausal(header.causal)) throw new AppError('unknownCausal');
  ledger.refuse(checkLiability(header.liability, header.liableParty));
  if (header.debtorId && (await repo.debtorName(tx, customerCode, header.debtorId)) === null) {
    throw new AppError('notFound', 'No such debtor', { debtorId: header.debtorId });
  }
  await ledger.checkBooking(tx, customerCode, header);
}

function headerColumns(header: Header) {
  return {
    date: header.date,
    causal: header.causal,
    debtorId: header.debtorId ?? null,
    protocolDate: header.protocolDate ?? null,
    protocolNumber: header.protocolNumber ?? null,
    liability: header.liability,
    liableParty: header.liability === 'liable' ? (header.liableParty ?? null) : null,
    notes: header.notes ?? null,
    ...ledger.bookingColumns(header),
  };
}

interface PlannedLine {
  assetId: number;
  valueCents: number;
  /** The asset's status before the discharge: 3 from a proposal, 2 chosen directly. */
  fromStatus: number;
}

interface Plan {
  proposalIds: number[];
  lines: PlannedLine[];
}

/**
 * What a discharge takes: the assets still in each confirmed proposal (in the proposal's order),
 * then the charged assets chosen directly; at most 600, none charged in an earlier year still open,
 * none held by a movement after the discharge (`after`, for an edit). Lines are valued at the
 * assets' actual values.
 */
async function planDischarge(
  tx: Tx,
  customerCode: string,
  input: { date: string; proposalIds: readonly number[]; assetIds: readonly number[] },
  after?: { id: number; date: string },
): Promise<Plan> {
  const proposalIds = ledger.distinctIds(input.proposalIds);
  const fromProposals: number[] = [];
  for (const proposalId of proposalIds) {
    fromProposals.push(...(await assetsLeftToDischarge(tx, customerCode, proposalId)));
  }
  const fromProposal = new Set(fromProposals);
  const direct = ledger.distinctIds(input.assetIds).filter((id) => !fromProposal.has(id));
  const all = [...fromProposals, ...direct];
  ledger.refuseSize(all.length);
  const locked = new Map((await ledger.lockKnownAssets(tx, customerCode, all)).map((a) => [a.id, a]));
  const directCheck = checkDirectAssets(direct.flatMap((id) => locked.get(id) ?? []));
  if (!directCheck.ok) throw new AppError(directCheck.code, undefined, { assetIds: directCheck.assetIds });
  const unclosed = assetsOfUnclosedYears(
    input.date,
    [...locked.values()],
    await ledger.yearStates(tx, customerCode),
  );
  if (unclosed.length > 0)
    throw new AppError('dischargeAssetsOfUnclosedYear', undefined, { assetIds: unclosed });
  if (after) await ledger.refuseHeldLater(tx, customerCode, after, all);
  return {
    proposalIds,
    lines: all.map((assetId) => {
      const asset = locked.get(assetId);
      if (!asset) throw new Error(`asset ${assetId} was not locked`);
      return { assetId, valueCents: asset.actualCents, fromStatus: asset.status };
    }),
  };
}

/** Writes a planned discharge's lines and links and discharges its assets (status 4). */
async function applyPlan(tx: Tx, customerCode: string, movementId: number, plan: Plan): Promise<void> {
  await ledger.writeLines(tx, customerCode, movementId, plan.lines);
  await repo.insertLinks(tx, customerCode, movementId, plan.proposalIds);
  await ledger.setAssetStatus(
    tx,
    customerCode,
    plan.lines.map((l) => l.assetId),
    ASSET_STATUS.discharged,
  );
}

/** The history rows of a discharge's assets: discharged, or given back where they came from. */
function dischargeHistory(
  context: RequestContext,
  movementId: number,
  lines: readonly { assetId: number; fromStatus: number }[],
) {
  return ledger.statusHistory(
    context,
    movementId,
    DISCHARGE_HISTORY_ACTION.discharge,
    lines.map((l) => ({ assetId: l.assetId, from: l.fromStatus, to: ASSET_STATUS.discharged })),
  );
}

function undischargeHistory(
  context: RequestContext,
  movementId: number,
  lines: readonly { assetId: number; restoredTo: number }[],
) {
  return ledger.statusHistory(
    context,
    movementId,
    DISCHARGE_HISTORY_ACTION.undischarge,
    lines.map((l) => ({ assetId: l.assetId, from: ASSET_STATUS.discharged, to: l.restoredTo })),
  );
}

/**
 * Discharges assets (`POST /movement/discharge`): from confirmed proposals (their assets still to
 * discharge come along and the proposals are linked) and charged assets chosen directly; dated in an
 * open year, not before the school's last movement; the destination, the DS's measure and the
 * liability of art. 33; each asset discharged (status 4) at its actual value; numbered per type and
 * year.
 */
export function createDischarge(
  db: Db,
  context: RequestContext,
  input: DischargeCreate,
): Promise<MovementWithAssets> {
  return mutate(db, context, (tx) => writeDischarge(tx, context, input));
}

/**
 * The discharge of `createDischarge` inside the caller's transaction: what another area's operation
 * discharges (the renewal's missing and unusable goods) commits or rolls back with it.
 */
export async function writeDischarge(
  tx: Tx,
  context: RequestContext,
  input: DischargeCreate,
): Promise<MovementWithAssets> {
  const customerCode = context.customerCode;
  await ledger.lockSchoolMovements(tx, customerCode);
  const { proposalIds, assetIds, ...header } = input;
  await checkHeader(tx, customerCode, header);
  await ledger.checkYearOpen(tx, customerCode, input.date);
  await ledger.checkAfterLastMovement(tx, customerCode, input.date);
  const plan = await planDischarge(tx, customerCode, input);
  const movement = await ledger.insertVoucher(tx, context, {
    ...headerColumns(header),
    type: MOVEMENT_TYPE.discharge,
    totalCents: ledger.linesTotal(plan.lines),
  });
  await applyPlan(tx, customerCode, movement.id, plan);
  await ledger.insertHistory(tx, dischargeHistory(context, movement.id, plan.lines));
  return ledger.auditedMovement(
    tx,
    context,
    { action: 'discharge.create', movementId: movement.id, afterExtra: { proposalIds: plan.proposalIds } },
    dischargeDetail,
  );
}

/** A discharge's assets with where each goes back to: its proposal (3) while confirmed, else charged (2). */
async function heldAssets(tx: Tx, customerCode: string, dischargeId: number) {
  const proposalIds = await repo.linkedProposalIds(tx, customerCode, dischargeId);
  const inConfirmed = new Set(
    (await repo.proposalAssets(tx, customerCode, proposalIds))
      .filter((p) => p.proposalStatus === PROPOSAL_STATUS.confirmed)
      .map((p) => p.assetId),
  );
  const lines = await ledger.linesWithAssets(tx, customerCode, dischargeId);
  return {
    proposalIds,
    lines: lines.map((l) => ({
      assetId: l.assetId,
      fromProposal: inConfirmed.has(l.assetId),
      restoredTo: restoredStatus(inConfirmed.has(l.assetId)),
    })),
  };
}

/** Gives a discharge's assets back (to their proposal or charged) and drops its lines and links. */
async function releaseAssets(
  tx: Tx,
  customerCode: string,
  dischargeId: number,
  held: Awaited<ReturnType<typeof heldAssets>>,
) {
  await ledger.lockAssets(
    tx,
    customerCode,
    held.lines.map((l) => l.assetId),
  );
  for (const status of [ASSET_STATUS.inProposal, ASSET_STATUS.charged]) {
    await ledger.setAssetStatus(
      tx,
      customerCode,
      held.lines.filter((l) => l.restoredTo === status).map((l) => l.assetId),
      status,
    );
  }
  await repo.deleteLinks(tx, customerCode, dischargeId);
  await ledger.deleteLines(tx, customerCode, dischargeId);
}

const sameSet = (a: readonly number[], b: readonly number[]) => {
  const set = new Set(a);
  const other = new Set(b);
  return set.size === other.size && [...set].every((id) => other.has(id));
};

/**
 * Edits a discharge (`PUT /movement/discharge`): its header (date within its year and between its
 * neighbours, causal, destination, measure, liability, notes) in an open year; its proposals and
 * assets only on the latest discharge of its year while no later movement holds its assets. The
 * assets it lets go go back to their proposal or are charged again; those it takes are discharged.
 */
export function updateDischarge(
  db: Db,
  context: RequestContext,
  input: DischargeUpdate,
): Promise<MovementWithAssets> {
  return mutate(db, context, async (tx) => {
    const customerCode = context.customerCode;
    await ledger.lockSchoolMovements(tx, customerCode);
    const discharge = await findDischarge(tx, customerCode, input.id);
    await ledger.refuseHeldMovement(tx, customerCode, discharge.id);
    const { id: _id, proposalIds, assetIds, ...header } = input;
    const held = await heldAssets(tx, customerCode, discharge.id);
    const storedDirect = held.lines.filter((l) => !l.fromProposal).map((l) => l.assetId);
    const storedFromProposals = new Set(held.lines.filter((l) => l.fromProposal).map((l) => l.assetId));
    const assetsChanged =
      !sameSet(proposalIds, held.proposalIds) ||
      !sameSet(
        assetIds.filter((id) => !storedFromProposals.has(id)),
        storedDirect,
      );
    ledger.refuse(
      checkDischargeChange(
        await dischargeState(tx, customerCode, discharge),
        assetsChanged ? 'assets' : 'header',
      ),
    );
    await checkHeader(tx, customerCode, header);
    await ledger.checkNewDate(tx, customerCode, discharge, input.date);
    const before = await ledger.getMovementWithAssets(tx, customerCode, discharge.id, dischargeDetail);
    const totalCents = assetsChanged
      ? await replaceAssets(tx, context, { id: discharge.id, date: input.date }, held, {
          proposalIds,
          assetIds,
        })
      : discharge.totalCents;
    await ledger.updateMovement(tx, customerCode, discharge.id, { ...headerColumns(header), totalCents });
    return ledger.auditedMovement(
      tx,
      context,
      {
        action: 'discharge.update',
        movementId: discharge.id,
        before: { ...before, proposalIds: held.proposalIds },
        afterExtra: { proposalIds: ledger.distinctIds(proposalIds) },
      },
      dischargeDetail,
    );
  });
}

/**
 * A discharge takes other proposals or assets: the ones it held go back, the new plan is applied,
 * and the history records only the assets that left or joined it. Answers the new total.
 */
async function replaceAssets(
  tx: Tx,
  context: RequestContext,
  discharge: { id: number; date: string },
  held: Awaited<ReturnType<typeof heldAssets>>,
  chosen: { proposalIds: readonly number[]; assetIds: readonly number[] },
): Promise<number> {
  const customerCode = context.customerCode;
  await releaseAssets(tx, customerCode, discharge.id, held);
  const plan = await planDischarge(tx, customerCode, { date: discharge.date, ...chosen }, discharge);
  await applyPlan(tx, customerCode, discharge.id, plan);
  const kept = new Set(plan.lines.map((l) => l.assetId));
  const was = new Set(held.lines.map((l) => l.assetId));
  await ledger.insertHistory(tx, [
    ...undischargeHistory(
      context,
      discharge.id,
      held.lines.filter((l) => !kept.has(l.assetId)),
    ),
    ...dischargeHistory(
      context,
      discharge.id,
      plan.lines.filter((l) => !was.has(l.assetId)),
    ),
  ]);
  return ledger.linesTotal(plan.lines);
}

/**
 * Deletes a discharge (`DELETE /movement/discharge/{id}`, in the transaction the movements'
 * dispatcher opens): the latest of its year, in an open year; its assets go back into their proposal
 * (still confirmed) or are charged again, its links to the proposals go and its number goes back to
 * the counter.
 */
export async function deleteDischarge(tx: Tx, context: RequestContext, id: number): Promise<void> {
  const customerCode = context.customerCode;
  await ledger.lockSchoolMovements(tx, customerCode);
  const discharge = await findDischarge(tx, customerCode, id);
  await ledger.refuseHeldMovement(tx, customerCode, id);
  ledger.refuse(checkDischargeChange(await dischargeState(tx, customerCode, discharge), 'delete'));
  const before = await ledger.getMovementWithAssets(tx, customerCode, id, dischargeDetail);
  const held = await heldAssets(tx, customerCode, id);
  await releaseAssets(tx, customerCode, id, held);
  await ledger.insertHistory(tx, undischargeHistory(context, id, held.lines));
  await ledger.removeVoucher(tx, customerCode, discharge);
  await recordAudit(tx, context, {
    action: 'discharge.delete',
    entity: 'movement',
    entityId: id,
    before: { ...before, proposalIds: held.proposalIds },
  });
}

/** The proposals a discharge came from (`GET /movement/discharge/{id}/relatedMovements`). */
export function relatedProposals(db: Db, context: RequestContext, id: number): Promise<RelatedMovement[]> {
  return read(db, context, async (tx) => {
    await findDischarge(tx, context.customerCode, id);
    return linkedVouchers(tx, context.customerCode, 'proposals', id);
  });
}
