import { ASSET_STATUS } from '@inventario/shared/contracts/assets';
import type { MovementWithAssets } from '@inventario/shared/contracts/movements';
import {
  type OutCreate,
  type OutUpdate,
  PROPOSAL_STATUS,
  type ProposalPriceChange,
  type ProposalSummary,
  type RelatedMovement,
} from '@inventario/shared/contracts/out';
import { yearOf } from '@inventario/shared/domain/financial-years/financial-year';
import { checkProposalForDischarge } from '@inventario/shared/domain/movements/discharge';
import { isOutCausal } from '@inventario/shared/domain/movements/discharge-causals';
import { MOVEMENT_TYPE } from '@inventario/shared/domain/movements/movement-types';
import {
  changedPrices,
  checkConfirm,
  checkProgressive,
  checkProgressiveChange,
  checkProposalAssets,
  checkProposalChange,
  checkProposalYear,
  checkRemoveConfirmation,
  nextProgressive,
  PROPOSAL_HISTORY_ACTION,
  PROPOSAL_STATUS_DESCRIPTIONS,
  type ProposalStatus,
} from '@inventario/shared/domain/movements/proposal';
import { centsToEuros } from '@inventario/shared/format/currency';
import type { Db, Tx } from '../../db/client.ts';
import { mutate, read } from '../../db/unit-of-work.ts';
import { AppError } from '../../http/app-error.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { recordAudit } from '../audit/index.ts';
import * as ledger from '../movement-ledger/index.ts';
import { proposalDetail, proposalState } from './proposal-detail.ts';
import * as repo from './proposals.repo.ts';

async function findProposal(tx: Tx, customerCode: string, id: number): Promise<ledger.MovementRow> {
  const found = await ledger.findMovement(tx, customerCode, id);
  if (!found || found.movement.type !== MOVEMENT_TYPE.proposal) {
    throw new AppError('notFound', 'No such discharge proposal');
  }
  return found.movement;
}

/** Proposal assets: the school's, charged, in no other proposal (`own` are the proposal's already). */
async function proposalAssets(tx: Tx, customerCode: string, ids: readonly number[], own = new Set<number>()) {
  ledger.refuseSize(ids.length);
  const found = await ledger.lockKnownAssets(tx, customerCode, ids);
  const check = checkProposalAssets(found, own);
  if (!check.ok) throw new AppError(check.code, undefined, { assetIds: check.assetIds });
  return new Map(found.map((a) => [a.id, a]));
}

/** The rows of assets going into a proposal (charged → in proposal) or coming out of it (and back). */
function proposeHistory(context: RequestContext, movementId: number, assetIds: readonly number[]) {
  return ledger.statusHistory(
    context,
    movementId,
    PROPOSAL_HISTORY_ACTION.propose,
    assetIds.map((assetId) => ({ assetId, from: ASSET_STATUS.charged, to: ASSET_STATUS.inProposal })),
  );
}

function unproposeHistory(context: RequestContext, movementId: number, assetIds: readonly number[]) {
  return ledger.statusHistory(
    context,
    movementId,
    PROPOSAL_HISTORY_ACTION.unpropose,
    assetIds.map((assetId) => ({ assetId, from: ASSET_STATUS.inProposal, to: ASSET_STATUS.charged })),
  );
}

/**
 * Proposes charged assets for discharge (`POST /movement/out`): dated in an open year, the older of
 * two open ones, not before the school's last movement; the progressive above the year's last; its
 * assets go into the proposal (status 3), each line valued at the asset's actual value; numbered
 * per type and year.
 */
export function createProposal(
  db: Db,
  context: RequestContext,
  input: OutCreate,
): Promise<MovementWithAssets> {
  return mutate(db, context, (tx) => proposeInTransaction(tx, context, input));
}

/** A proposal inside the caller's transaction (a recognition proposes its missing goods). */
export async function proposeInTransaction(
  tx: Tx,
  context: RequestContext,
  input: OutCreate,
): Promise<MovementWithAssets> {
  const customerCode = context.customerCode;
  await ledger.lockSchoolMovements(tx, customerCode);
  if (!isOutCausal(input.causal)) throw new AppError('unknownCausal');
  ledger.refuse(checkProposalYear(await ledger.yearStates(tx, customerCode), input.date));
  await ledger.checkAfterLastMovement(tx, customerCode, input.date);
  const lastProgressive = await repo.lastProgressive(tx, customerCode, yearOf(input.date));
  ledger.refuse(checkProgressive(input.progressive, lastProgressive), { lastProgressive });
  const ids = ledger.distinctIds(input.assetIds);
  const found = await proposalAssets(tx, customerCode, ids);
  const lines = ids.map((assetId) => ({ assetId, valueCents: actualValue(found, assetId) }));
  const movement = await ledger.insertVoucher(tx, context, {
    type: MOVEMENT_TYPE.proposal,
    date: input.date,
    status: PROPOSAL_STATUS.toBeConfirmed,
    progressive: input.progressive,
    causal: input.causal,
    protocolDate: input.protocolDate ?? null,
    protocolNumber: input.protocolNumber ?? null,
    notes: input.notes ?? null,
    totalCents: ledger.linesTotal(lines),
  });
  await ledger.writeLines(tx, customerCode, movement.id, lines);
  await ledger.setAssetStatus(tx, customerCode, ids, ASSET_STATUS.inProposal);
  await ledger.insertHistory(tx, proposeHistory(context, movement.id, ids));
  return ledger.auditedMovement(
    tx,
    context,
    { action: 'proposal.create', movementId: movement.id },
    proposalDetail,
  );
}

/** A locked asset's actual value: the value a proposal's line takes. */
function actualValue(found: ReadonlyMap<number, ledger.LockedAsset>, assetId: number): number {
  const asset = found.get(assetId);
  if (!asset) throw new Error(`asset ${assetId} was not locked`);
  return asset.actualCents;
}

const sameList = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id, i) => id === b[i]);

/**
 * Edits a proposal (`PUT /movement/out`): notes and the protocol of the measure always in an open
 * year; date (within its year and between its neighbours), progressive (the year's latest proposal
 * only, above the earlier ones) and causal while it is to be confirmed; its assets also only on the
 * year's latest proposal while no later movement holds them. Kept lines keep the value printed,
 * added ones take the actual value.
 */
export function updateProposal(
  db: Db,
  context: RequestContext,
  input: OutUpdate,
): Promise<MovementWithAssets> {
  return mutate(db, context, async (tx) => {
    const customerCode = context.customerCode;
    await ledger.lockSchoolMovements(tx, customerCode);
    const proposal = await findProposal(tx, customerCode, input.id);
    const state = await proposalState(tx, customerCode, proposal);
    const stored = await ledger.linesWithAssets(tx, customerCode, proposal.id);
    const storedIds = stored.map((l) => l.assetId);
    const ids = ledger.distinctIds(input.assetIds);
    const own = new Set(storedIds);
    const assetsChanged = ids.length !== own.size || ids.some((id) => !own.has(id));
    const contentChanged =
      input.date !== proposal.date ||
      input.progressive !== proposal.progressive ||
      input.causal !== proposal.causal ||
      !sameList(ids, storedIds);
    ledger.refuse(
      checkProposalChange(state, assetsChanged ? 'assets' : contentChanged ? 'content' : 'notes'),
    );
    if (input.causal !== proposal.causal && !isOutCausal(input.causal)) throw new AppError('unknownCausal');
    await ledger.checkNewDate(tx, customerCode, proposal, input.date);
    if (input.progressive !== proposal.progressive) {
      const othersLast = await repo.lastProgressive(tx, customerCode, proposal.year, proposal.id);
      ledger.refuse(
        checkProgressiveChange({
          progressive: input.progressive,
          othersLast,
          isLatestOfType: state.isLatestOfType,
        }),
        { lastProgressive: othersLast },
      );
    }
    const before = await ledger.getMovementWithAssets(tx, customerCode, proposal.id, proposalDetail);
    const totalCents = contentChanged
      ? await replaceLines(tx, context, { id: proposal.id, date: input.date }, stored, ids)
      : proposal.totalCents;
    await ledger.updateMovement(tx, customerCode, proposal.id, {
      date: input.date,
      progressive: input.progressive,
      causal: input.causal,
      protocolDate: input.protocolDate ?? null,
      protocolNumber: input.protocolNumber ?? null,
      notes: input.notes ?? null,
      totalCents,
    });
    return ledger.auditedMovement(
      tx,
      context,
      { action: 'proposal.update', movementId: proposal.id, before },
      proposalDetail,
    );
  });
}

/**
 * A proposal's lines become `ids`: kept lines keep the value printed, added assets come in at their
 * actual value (none held by a later movement), removed ones are charged again. Answers the total.
 */
async function replaceLines(
  tx: Tx,
  context: RequestContext,
  proposal: { id: number; date: string },
  stored: readonly ledger.LineWithAsset[],
  ids: readonly number[],
): Promise<number> {
  const customerCode = context.customerCode;
  const own = new Set(stored.map((l) => l.assetId));
  const found = await proposalAssets(tx, customerCode, ids, own);
  const added = ids.filter((id) => !own.has(id));
  const removed = stored.map((l) => l.assetId).filter((id) => !ids.includes(id));
  await ledger.refuseHeldLater(tx, customerCode, proposal, added);
  const printed = new Map(stored.map((l) => [l.assetId, l.valueCents]));
  const lines = ids.map((assetId) => ({
    assetId,
    valueCents: printed.get(assetId) ?? actualValue(found, assetId),
  }));
  await ledger.deleteLines(tx, customerCode, proposal.id);
  await ledger.writeLines(tx, customerCode, proposal.id, lines);
  await ledger.setAssetStatus(tx, customerCode, added, ASSET_STATUS.inProposal);
  await ledger.setAssetStatus(tx, customerCode, removed, ASSET_STATUS.charged);
  await ledger.insertHistory(tx, [
    ...proposeHistory(context, proposal.id, added),
    ...unproposeHistory(context, proposal.id, removed),
  ]);
  return ledger.linesTotal(lines);
}

function priceChange(line: ledger.LineWithAsset): ProposalPriceChange {
  return {
    id: line.assetId,
    description: line.description,
    inventoryNumber: line.inventoryNumber,
    durableNumber: line.durableNumber,
    value: centsToEuros(line.valueCents),
    actualPrice: centsToEuros(line.actualCents),
  };
}

/**
 * Confirms a proposal (`PUT /movement/out/confirm`): refused while its year is open and the next
 * year holds charges (`chargesInNextYear`, see `checkConfirm`); when its assets' values changed since
 * it was printed, refused with `proposalPricesChanged` and `details.assets` unless
 * `pricesChangedConfirmed`, and then its lines take the current values.
 */
export function confirmProposal(
  db: Db,
  context: RequestContext,
  input: { id: number; pricesChangedConfirmed?: boolean | undefined },
): Promise<MovementWithAssets> {
  return mutate(db, context, async (tx) => {
    const customerCode = context.customerCode;
    await ledger.lockSchoolMovements(tx, customerCode);
    const proposal = await findProposal(tx, customerCode, input.id);
    const state = await proposalState(tx, customerCode, proposal);
    const changed = changedPrices(await ledger.linesWithAssets(tx, customerCode, proposal.id));
    const check = checkConfirm({
      status: state.status,
      yearOpen: state.yearOpen,
      chargesInLaterYear: await repo.chargesAfterYear(tx, customerCode, proposal.year),
      changedAssetIds: changed.map((l) => l.assetId),
      pricesChangedConfirmed: input.pricesChangedConfirmed === true,
    });
    if (!check.ok) {
      throw new AppError(
        check.code,
        undefined,
        check.code === 'proposalPricesChanged' ? { assets: changed.map(priceChange) } : undefined,
      );
    }
    const before = await ledger.getMovementWithAssets(tx, customerCode, proposal.id, proposalDetail);
    let totalCents = proposal.totalCents;
    if (changed.length > 0) {
      await repo.updateLineValues(
        tx,
        customerCode,
        proposal.id,
        changed.map((l) => ({ assetId: l.assetId, valueCents: l.actualCents })),
      );
      totalCents = ledger.linesTotal(await ledger.linesWithAssets(tx, customerCode, proposal.id));
    }
    await ledger.updateMovement(tx, customerCode, proposal.id, {
      status: PROPOSAL_STATUS.confirmed,
      confirmedAt: new Date(),
      confirmedBy: context.username,
      totalCents,
    });
    return ledger.auditedMovement(
      tx,
      context,
      {
        action: 'proposal.confirm',
        movementId: proposal.id,
        before,
        afterExtra: changed.length > 0 ? { pricesChanged: changed.map(priceChange) } : {},
      },
      proposalDetail,
    );
  });
}

/** Confirmed → to be confirmed (`PUT /movement/out/removeConfirmation`), while nothing of it is discharged. */
export function removeConfirmation(db: Db, context: RequestContext, id: number): Promise<MovementWithAssets> {
  return mutate(db, context, async (tx) => {
    const customerCode = context.customerCode;
    await ledger.lockSchoolMovements(tx, customerCode);
    const proposal = await findProposal(tx, customerCode, id);
    ledger.refuse(
      checkRemoveConfirmation({
        status: proposal.status ?? 0,
        discharged: await repo.dischargedOf(tx, customerCode, proposal.id),
      }),
    );
    const before = await ledger.getMovementWithAssets(tx, customerCode, proposal.id, proposalDetail);
    await ledger.updateMovement(tx, customerCode, proposal.id, {
      status: PROPOSAL_STATUS.toBeConfirmed,
      confirmedAt: null,
      confirmedBy: null,
    });
    return ledger.auditedMovement(
      tx,
      context,
      { action: 'proposal.removeConfirmation', movementId: proposal.id, before },
      proposalDetail,
    );
  });
}

/**
 * Deletes a proposal (`DELETE /movement/out/{id}`, in the transaction the movements' dispatcher
 * opens): to be confirmed, the latest of its year, none of its assets in a later movement, in an
 * open year; its assets are charged again (status 2) and its number goes back to the counter.
 */
export async function deleteProposal(tx: Tx, context: RequestContext, id: number): Promise<void> {
  const customerCode = context.customerCode;
  await ledger.lockSchoolMovements(tx, customerCode);
  const proposal = await findProposal(tx, customerCode, id);
  ledger.refuse(checkProposalChange(await proposalState(tx, customerCode, proposal), 'delete'));
  const before = await ledger.getMovementWithAssets(tx, customerCode, id, proposalDetail);
  const ids = (await ledger.linesWithAssets(tx, customerCode, id)).map((l) => l.assetId);
  await ledger.lockAssets(tx, customerCode, ids);
  await ledger.deleteLines(tx, customerCode, id);
  await ledger.setAssetStatus(tx, customerCode, ids, ASSET_STATUS.charged);
  await ledger.insertHistory(tx, unproposeHistory(context, id, ids));
  await ledger.removeVoucher(tx, customerCode, proposal);
  await recordAudit(tx, context, { action: 'proposal.delete', entity: 'movement', entityId: id, before });
}

function toSummary(row: repo.ProposalSummaryRow): ProposalSummary {
  return {
    id: row.id,
    year: row.year,
    number: row.number,
    progressive: row.progressive ?? 0,
    date: row.date,
    causal: row.causal,
    protocolDate: row.protocolDate,
    protocolNumber: row.protocolNumber,
    totalValue: centsToEuros(row.remainingCents),
    assetCount: row.remainingAssets,
  };
}

/** Confirmed proposals with assets still to discharge, oldest first; value and count of what is left. */
export function confirmedForDischarge(db: Db, context: RequestContext): Promise<ProposalSummary[]> {
  return read(db, context, async (tx) =>
    (await repo.confirmedWithRemaining(tx, context.customerCode)).map(toSummary),
  );
}

export function progressiveAfterLast(db: Db, context: RequestContext, year: number) {
  return read(db, context, async (tx) => ({
    progressive: nextProgressive(await repo.lastProgressive(tx, context.customerCode, year)),
  }));
}

export function statusList() {
  return Object.entries(PROPOSAL_STATUS_DESCRIPTIONS).map(([code, description]) => ({
    code: Number(code) as ProposalStatus,
    description,
  }));
}

/**
 * The movements on the other side of a discharge ↔ proposal link: the discharges made from a
 * proposal, or the proposals a discharge came from.
 */
export async function linkedVouchers(
  tx: Tx,
  customerCode: string,
  side: 'discharges' | 'proposals',
  id: number,
): Promise<RelatedMovement[]> {
  return (await repo.linkedMovements(tx, customerCode, side, id)).map(({ totalCents, ...rest }) => ({
    ...rest,
    totalValue: centsToEuros(totalCents),
  }));
}

/** The discharges made from a proposal (`GET /movement/out/{id}/relatedMovements`). */
export function relatedDischarges(db: Db, context: RequestContext, id: number): Promise<RelatedMovement[]> {
  return read(db, context, async (tx) => {
    await findProposal(tx, context.customerCode, id);
    return linkedVouchers(tx, context.customerCode, 'discharges', id);
  });
}

/**
 * The assets still to discharge of a confirmed proposal, in its order; a proposal that is not
 * confirmed or has none left is refused (`checkProposalForDischarge`), naming it.
 */
export async function assetsLeftToDischarge(
  tx: Tx,
  customerCode: string,
  proposalId: number,
): Promise<number[]> {
  const found = await ledger.findMovement(tx, customerCode, proposalId);
  if (!found || found.movement.type !== MOVEMENT_TYPE.proposal) {
    throw new AppError('notFound', 'No such discharge proposal', { proposalIds: [proposalId] });
  }
  const remaining = (await ledger.linesWithAssets(tx, customerCode, proposalId))
    .filter((l) => l.status === ASSET_STATUS.inProposal)
    .map((l) => l.assetId);
  ledger.refuse(
    checkProposalForDischarge({ status: found.movement.status ?? 0, remainingAssets: remaining.length }),
    { proposalIds: [proposalId] },
  );
  return remaining;
}

/**
 * Confirmed discharge proposals not yet discharged (assets still in them, or no discharge made from
 * them): they block closing a year (`existingOutConfirmed`) until discharged or restored (DOMAIN §4).
 */
export function pendingConfirmedCount(tx: Tx, customerCode: string): Promise<number> {
  return repo.countPendingConfirmed(tx, customerCode);
}
