import { ASSET_STATUS } from '@inventario/shared/contracts/assets';
import type { MovementWithAssets } from '@inventario/shared/contracts/charges';
import type { DischargeCreate, DischargeUpdate } from '@inventario/shared/contracts/discharge';
import { PROPOSAL_STATUS, type RelatedMovement } from '@inventario/shared/contracts/out';
import { checkMovementYear, yearOf } from '@inventario/shared/domain/financial-years/financial-year';
import { checkMovementDate } from '@inventario/shared/domain/movements/charge-rules';
import { checkEditDate } from '@inventario/shared/domain/movements/date-window';
import {
  assetsOfUnclosedYears,
  checkDirectAssets,
  checkDischargeChange,
  checkLiability,
  checkProposalForDischarge,
  DISCHARGE_HISTORY_ACTION,
  restoredStatus,
} from '@inventario/shared/domain/movements/discharge';
import { isDischargeCausal } from '@inventario/shared/domain/movements/discharge-causals';
import { MOVEMENT_TYPE } from '@inventario/shared/domain/movements/movement-types';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { recordAudit } from '../audit/audit.repo.ts';
import * as changes from '../charges/charge-changes.repo.ts';
import { getMovementWithAssets } from '../charges/charge-detail.ts';
import { linesTotal as totalOf, writeLines } from '../charges/charge-writer.ts';
import * as charges from '../charges/charges.repo.ts';
import { auditedMovement } from '../movements/movement-audit.ts';
import { giveBackVoucherNumber, takeVoucherNumber } from '../numbering/numbering.service.ts';
import * as proposals from '../proposals/proposals.repo.ts';
import {
  distinctIds,
  lockKnownAssets,
  refuse,
  refuseHeldLater,
  refuseSize,
  statusHistory,
  toRelated,
  yearStates,
} from '../proposals/proposals.service.ts';
import { dischargeState } from './discharge-detail.ts';
import * as repo from './discharges.repo.ts';

type MovementRow = NonNullable<Awaited<ReturnType<typeof charges.findMovement>>>['movement'];
type Header = Omit<DischargeCreate, 'proposalIds' | 'assetIds'>;

async function findDischarge(tx: Tx, customerCode: string, id: number): Promise<MovementRow> {
  const found = await charges.findMovement(tx, customerCode, id);
  if (!found || found.movement.type !== MOVEMENT_TYPE.discharge) {
    throw new AppError('notFound', 'No such discharge');
  }
  return found.movement;
}

/** The header checks of every discharge and edit: causal, liability (art. 33), destination. */
async function checkHeader(tx: Tx, customerCode: string, header: Header): Promise<void> {
  if (!isDischargeCausal(header.causal)) throw new AppError('unknownCausal');
  refuse(checkLiability(header.liability, header.liableParty));
  if (header.debtorId && !(await repo.debtorExists(tx, customerCode, header.debtorId))) {
    throw new AppError('notFound', 'No such debtor', { debtorId: header.debtorId });
  }
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
  const proposalIds = distinctIds(input.proposalIds);
  const fromProposals: number[] = [];
  for (const proposalId of proposalIds) {
    const found = await charges.findMovement(tx, customerCode, proposalId);
    if (!found || found.movement.type !== MOVEMENT_TYPE.proposal) {
      throw new AppError('notFound', 'No such discharge proposal', { proposalIds: [proposalId] });
    }
    const remaining = (await proposals.linesWithAssets(tx, customerCode, proposalId))
      .filter((l) => l.status === ASSET_STATUS.inProposal)
      .map((l) => l.assetId);
    refuse(
      checkProposalForDischarge({ status: found.movement.status ?? 0, remainingAssets: remaining.length }),
      { proposalIds: [proposalId] },
    );
    fromProposals.push(...remaining);
  }
  const fromProposal = new Set(fromProposals);
  const direct = distinctIds(input.assetIds).filter((id) => !fromProposal.has(id));
  const all = [...fromProposals, ...direct];
  refuseSize(all.length);
  const locked = new Map((await lockKnownAssets(tx, customerCode, all)).map((a) => [a.id, a]));
  const directCheck = checkDirectAssets(direct.flatMap((id) => locked.get(id) ?? []));
  if (!directCheck.ok) throw new AppError(directCheck.code, undefined, { assetIds: directCheck.assetIds });
  const unclosed = assetsOfUnclosedYears(
    input.date,
    [...locked.values()],
    await yearStates(tx, customerCode),
  );
  if (unclosed.length > 0)
    throw new AppError('dischargeAssetsOfUnclosedYear', undefined, { assetIds: unclosed });
  if (after) await refuseHeldLater(tx, customerCode, after, all);
  return {
    proposalIds,
    lines: all.map((assetId) => {
      const asset = locked.get(assetId);
      return { assetId, valueCents: asset?.actualCents ?? 0, fromStatus: asset?.status ?? 0 };
    }),
  };
}

/** Writes a planned discharge's lines and links and discharges its assets (status 4). */
async function applyPlan(tx: Tx, customerCode: string, movementId: number, plan: Plan): Promise<void> {
  await writeLines(tx, customerCode, movementId, plan.lines);
  await repo.insertLinks(tx, customerCode, movementId, plan.proposalIds);
  await proposals.setAssetStatus(
    tx,
    customerCode,
    plan.lines.map((l) => l.assetId),
    ASSET_STATUS.discharged,
  );
}

/**
 * Discharges assets (`POST /movement/discharge`): from confirmed proposals (their assets still to
 * discharge come along and the proposals are linked) and charged assets chosen directly; dated in an
 * open year, not before the school's last movement; the destination, the DS's measure and the
 * liability of art. 33; each asset discharged (status 4) at its actual value; numbered per type and
 * year.
 */
export async function createDischarge(
  tx: Tx,
  context: RequestContext,
  input: DischargeCreate,
): Promise<MovementWithAssets> {
  const customerCode = context.customerCode;
  await charges.lockSchoolMovements(tx, customerCode);
  const { proposalIds, assetIds, ...header } = input;
  await checkHeader(tx, customerCode, header);
  refuse(checkMovementYear(await yearStates(tx, customerCode), input.date));
  const lastMovementDate = await charges.lastMovementDate(tx, customerCode);
  refuse(checkMovementDate(input.date, lastMovementDate), { lastMovementDate });
  const plan = await planDischarge(tx, customerCode, input);
  const year = yearOf(input.date);
  const number = await takeVoucherNumber(tx, customerCode, MOVEMENT_TYPE.discharge, year);
  const movementId = await charges.insertMovement(tx, {
    ...headerColumns(header),
    customerCode,
    type: MOVEMENT_TYPE.discharge,
    year,
    number,
    totalCents: totalOf(plan.lines),
    createdBy: context.username,
  });
  await applyPlan(tx, customerCode, movementId, plan);
  await charges.insertHistory(
    tx,
    statusHistory(
      context,
      movementId,
      DISCHARGE_HISTORY_ACTION.discharge,
      plan.lines.map((l) => ({ assetId: l.assetId, from: l.fromStatus, to: ASSET_STATUS.discharged })),
    ),
  );
  return auditedMovement(tx, context, {
    action: 'discharge.create',
    movementId: movementId,
    afterExtra: { proposalIds: plan.proposalIds },
  });
}

/** A discharge's assets with where each goes back to: its proposal (3) while confirmed, else charged (2). */
async function heldAssets(tx: Tx, customerCode: string, dischargeId: number) {
  const proposalIds = await repo.linkedProposalIds(tx, customerCode, dischargeId);
  const inConfirmed = new Set(
    (await repo.proposalAssets(tx, customerCode, proposalIds))
      .filter((p) => p.proposalStatus === PROPOSAL_STATUS.confirmed)
      .map((p) => p.assetId),
  );
  const lines = await proposals.linesWithAssets(tx, customerCode, dischargeId);
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
  await charges.lockAssets(
    tx,
    customerCode,
    held.lines.map((l) => l.assetId),
  );
  for (const status of [ASSET_STATUS.inProposal, ASSET_STATUS.charged]) {
    await proposals.setAssetStatus(
      tx,
      customerCode,
      held.lines.filter((l) => l.restoredTo === status).map((l) => l.assetId),
      status,
    );
  }
  await repo.deleteLinks(tx, customerCode, dischargeId);
  await changes.deleteLines(tx, customerCode, dischargeId);
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
export async function updateDischarge(
  tx: Tx,
  context: RequestContext,
  input: DischargeUpdate,
): Promise<MovementWithAssets> {
  const customerCode = context.customerCode;
  await charges.lockSchoolMovements(tx, customerCode);
  const discharge = await findDischarge(tx, customerCode, input.id);
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
  refuse(
    checkDischargeChange(
      await dischargeState(tx, customerCode, discharge),
      assetsChanged ? 'assets' : 'header',
    ),
  );
  await checkHeader(tx, customerCode, header);
  if (input.date !== discharge.date) {
    const window = {
      originalDate: discharge.date,
      ...(await changes.neighbourDates(tx, customerCode, discharge)),
    };
    refuse(checkEditDate(input.date, window), { ...window });
  }
  const before = await getMovementWithAssets(tx, customerCode, discharge.id);
  let totalCents = discharge.totalCents;
  if (assetsChanged) {
    await releaseAssets(tx, customerCode, discharge.id, held);
    const plan = await planDischarge(
      tx,
      customerCode,
      { date: input.date, proposalIds, assetIds },
      {
        id: discharge.id,
        date: input.date,
      },
    );
    await applyPlan(tx, customerCode, discharge.id, plan);
    const kept = new Set(plan.lines.map((l) => l.assetId));
    const was = new Set(held.lines.map((l) => l.assetId));
    await charges.insertHistory(tx, [
      ...statusHistory(
        context,
        discharge.id,
        DISCHARGE_HISTORY_ACTION.undischarge,
        held.lines
          .filter((l) => !kept.has(l.assetId))
          .map((l) => ({ assetId: l.assetId, from: ASSET_STATUS.discharged, to: l.restoredTo })),
      ),
      ...statusHistory(
        context,
        discharge.id,
        DISCHARGE_HISTORY_ACTION.discharge,
        plan.lines
          .filter((l) => !was.has(l.assetId))
          .map((l) => ({ assetId: l.assetId, from: l.fromStatus, to: ASSET_STATUS.discharged })),
      ),
    ]);
    totalCents = totalOf(plan.lines);
  }
  await changes.updateMovement(tx, customerCode, discharge.id, { ...headerColumns(header), totalCents });
  return auditedMovement(tx, context, {
    action: 'discharge.update',
    movementId: discharge.id,
    before: { ...before, proposalIds: held.proposalIds },
    afterExtra: { proposalIds: distinctIds(proposalIds) },
  });
}

/**
 * Deletes a discharge (`DELETE /movement/discharge/{id}`): the latest of its year, in an open year;
 * its assets go back into their proposal (still confirmed) or are charged again, its links to the
 * proposals go and its number goes back to the counter.
 */
export async function deleteDischarge(tx: Tx, context: RequestContext, id: number): Promise<void> {
  const customerCode = context.customerCode;
  await charges.lockSchoolMovements(tx, customerCode);
  const discharge = await findDischarge(tx, customerCode, id);
  refuse(checkDischargeChange(await dischargeState(tx, customerCode, discharge), 'delete'));
  const before = await getMovementWithAssets(tx, customerCode, id);
  const held = await heldAssets(tx, customerCode, id);
  await releaseAssets(tx, customerCode, id, held);
  await charges.insertHistory(
    tx,
    statusHistory(
      context,
      id,
      DISCHARGE_HISTORY_ACTION.undischarge,
      held.lines.map((l) => ({ assetId: l.assetId, from: ASSET_STATUS.discharged, to: l.restoredTo })),
    ),
  );
  await changes.deleteMovement(tx, customerCode, id);
  await giveBackVoucherNumber(tx, customerCode, discharge);
  await recordAudit(tx, context, {
    action: 'discharge.delete',
    entity: 'movement',
    entityId: id,
    before: { ...before, proposalIds: held.proposalIds },
  });
}

/** The proposals a discharge came from (`GET /movement/discharge/{id}/relatedMovements`). */
export async function relatedProposals(
  tx: Tx,
  context: RequestContext,
  id: number,
): Promise<RelatedMovement[]> {
  await findDischarge(tx, context.customerCode, id);
  return (await proposals.linkedMovements(tx, context.customerCode, 'proposals', id)).map(toRelated);
}
