import { ASSET_STATUS } from '@inventario/shared/contracts/assets';
import type { MovementWithAssets } from '@inventario/shared/contracts/charges';
import {
  type OutCreate,
  type OutUpdate,
  PROPOSAL_STATUS,
  type ProposalPriceChange,
  type ProposalSummary,
  type RelatedMovement,
} from '@inventario/shared/contracts/out';
import { type YearStatus, yearOf } from '@inventario/shared/domain/financial-years/financial-year';
import { checkChargeSize, checkMovementDate } from '@inventario/shared/domain/movements/charge-rules';
import { checkEditDate } from '@inventario/shared/domain/movements/date-window';
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
import type { ErrorCode } from '@inventario/shared/errors';
import { centsToEuros } from '@inventario/shared/format/currency';
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
import { proposalState } from './proposal-detail.ts';
import * as repo from './proposals.repo.ts';

type MovementRow = NonNullable<Awaited<ReturnType<typeof charges.findMovement>>>['movement'];

/** The ids once each, in the order first given. */
export function distinctIds(ids: readonly number[]): number[] {
  return [...new Set(ids)];
}

/** The school's years, held so that nobody closes one while a movement is dated in it. */
export async function yearStates(tx: Tx, customerCode: string) {
  return (await charges.shareYears(tx, customerCode)).map((y) => ({
    year: y.year,
    status: y.status as YearStatus,
  }));
}

/** The assets asked for, locked; one that is not the school's is a 404 naming it. */
export async function lockKnownAssets(tx: Tx, customerCode: string, ids: readonly number[]) {
  const found = await charges.lockAssets(tx, customerCode, ids);
  const known = new Set(found.map((a) => a.id));
  const missing = ids.filter((id) => !known.has(id));
  if (missing.length > 0) throw new AppError('notFound', 'No such asset', { assetIds: missing });
  return found;
}

export function refuseSize(count: number): void {
  const size = checkChargeSize(count);
  if (!size.ok) throw new AppError(size.code, undefined, { count });
}

/** Assets joining a movement must not be held by a movement after it (registers are chronological). */
export async function refuseHeldLater(
  tx: Tx,
  customerCode: string,
  movement: { id: number; date: string },
  assetIds: readonly number[],
): Promise<void> {
  const held = await repo.assetsHeldLater(tx, customerCode, movement, assetIds);
  if (held.length > 0) throw new AppError('movementHasLaterMovements', undefined, { assetIds: held });
}

export function statusHistory(
  context: RequestContext,
  movementId: number,
  action: string,
  rows: readonly { assetId: number; from: number; to: number }[],
) {
  return rows.map((r) => ({
    customerCode: context.customerCode,
    assetId: r.assetId,
    actorUsername: context.username,
    action,
    movementId,
    changes: { status: { from: r.from, to: r.to } },
  }));
}

async function findProposal(tx: Tx, customerCode: string, id: number): Promise<MovementRow> {
  const found = await charges.findMovement(tx, customerCode, id);
  if (!found || found.movement.type !== MOVEMENT_TYPE.proposal) {
    throw new AppError('notFound', 'No such discharge proposal');
  }
  return found.movement;
}

/** Throws a rule's refusal, with details for the client. */
export function refuse(
  check: { ok: true } | { ok: false; code: ErrorCode },
  details?: Record<string, unknown>,
): void {
  if (!check.ok) throw new AppError(check.code, undefined, details);
}

/** Proposal assets: the school's, charged, in no other proposal (`own` are the proposal's already). */
async function proposalAssets(tx: Tx, customerCode: string, ids: readonly number[], own = new Set<number>()) {
  refuseSize(ids.length);
  const found = await lockKnownAssets(tx, customerCode, ids);
  const check = checkProposalAssets(found, own);
  if (!check.ok) throw new AppError(check.code, undefined, { assetIds: check.assetIds });
  return new Map(found.map((a) => [a.id, a]));
}

/**
 * Proposes charged assets for discharge (`POST /movement/out`): dated in an open year, the older of
 * two open ones, not before the school's last movement; the progressive above the year's last; its
 * assets go into the proposal (status 3), each line valued at the asset's actual value; numbered
 * per type and year.
 */
export async function createProposal(
  tx: Tx,
  context: RequestContext,
  input: OutCreate,
): Promise<MovementWithAssets> {
  const customerCode = context.customerCode;
  await charges.lockSchoolMovements(tx, customerCode);
  if (!isOutCausal(input.causal)) throw new AppError('unknownCausal');
  refuse(checkProposalYear(await yearStates(tx, customerCode), input.date));
  const lastMovementDate = await charges.lastMovementDate(tx, customerCode);
  refuse(checkMovementDate(input.date, lastMovementDate), { lastMovementDate });
  const year = yearOf(input.date);
  const lastProgressive = await repo.lastProgressive(tx, customerCode, year);
  refuse(checkProgressive(input.progressive, lastProgressive), { lastProgressive });
  const ids = distinctIds(input.assetIds);
  const found = await proposalAssets(tx, customerCode, ids);
  const lines = ids.map((assetId) => ({ assetId, valueCents: found.get(assetId)?.actualCents ?? 0 }));
  const number = await takeVoucherNumber(tx, customerCode, MOVEMENT_TYPE.proposal, year);
  const movementId = await charges.insertMovement(tx, {
    customerCode,
    type: MOVEMENT_TYPE.proposal,
    year,
    number,
    date: input.date,
    status: PROPOSAL_STATUS.toBeConfirmed,
    progressive: input.progressive,
    causal: input.causal,
    protocolDate: input.protocolDate ?? null,
    protocolNumber: input.protocolNumber ?? null,
    notes: input.notes ?? null,
    totalCents: totalOf(lines),
    createdBy: context.username,
  });
  await writeLines(tx, customerCode, movementId, lines);
  await repo.setAssetStatus(tx, customerCode, ids, ASSET_STATUS.inProposal);
  await charges.insertHistory(
    tx,
    statusHistory(
      context,
      movementId,
      PROPOSAL_HISTORY_ACTION.propose,
      ids.map((assetId) => ({ assetId, from: ASSET_STATUS.charged, to: ASSET_STATUS.inProposal })),
    ),
  );
  return auditedMovement(tx, context, { action: 'proposal.create', movementId });
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
export async function updateProposal(
  tx: Tx,
  context: RequestContext,
  input: OutUpdate,
): Promise<MovementWithAssets> {
  const customerCode = context.customerCode;
  await charges.lockSchoolMovements(tx, customerCode);
  const proposal = await findProposal(tx, customerCode, input.id);
  const state = await proposalState(tx, customerCode, proposal);
  const stored = await repo.linesWithAssets(tx, customerCode, proposal.id);
  const storedIds = stored.map((l) => l.assetId);
  const ids = distinctIds(input.assetIds);
  const own = new Set(storedIds);
  const assetsChanged = ids.length !== own.size || ids.some((id) => !own.has(id));
  const contentChanged =
    input.date !== proposal.date ||
    input.progressive !== proposal.progressive ||
    input.causal !== proposal.causal ||
    !sameList(ids, storedIds);
  refuse(checkProposalChange(state, assetsChanged ? 'assets' : contentChanged ? 'content' : 'notes'));
  if (input.causal !== proposal.causal && !isOutCausal(input.causal)) throw new AppError('unknownCausal');
  if (input.date !== proposal.date) {
    const window = {
      originalDate: proposal.date,
      ...(await changes.neighbourDates(tx, customerCode, proposal)),
    };
    refuse(checkEditDate(input.date, window), window);
  }
  if (input.progressive !== proposal.progressive) {
    const othersLast = await repo.lastProgressive(tx, customerCode, proposal.year, proposal.id);
    refuse(
      checkProgressiveChange({
        progressive: input.progressive,
        othersLast,
        isLatestOfType: state.isLatestOfType,
      }),
      { lastProgressive: othersLast },
    );
  }
  const before = await getMovementWithAssets(tx, customerCode, proposal.id);
  let totalCents = proposal.totalCents;
  if (contentChanged) {
    const found = await proposalAssets(tx, customerCode, ids, own);
    const added = ids.filter((id) => !own.has(id));
    const removed = storedIds.filter((id) => !ids.includes(id));
    await refuseHeldLater(tx, customerCode, { id: proposal.id, date: input.date }, added);
    const printed = new Map(stored.map((l) => [l.assetId, l.valueCents]));
    const lines = ids.map((assetId) => ({
      assetId,
      valueCents: printed.get(assetId) ?? found.get(assetId)?.actualCents ?? 0,
    }));
    await changes.deleteLines(tx, customerCode, proposal.id);
    await writeLines(tx, customerCode, proposal.id, lines);
    await repo.setAssetStatus(tx, customerCode, added, ASSET_STATUS.inProposal);
    await repo.setAssetStatus(tx, customerCode, removed, ASSET_STATUS.charged);
    await charges.insertHistory(tx, [
      ...statusHistory(
        context,
        proposal.id,
        PROPOSAL_HISTORY_ACTION.propose,
        added.map((assetId) => ({ assetId, from: ASSET_STATUS.charged, to: ASSET_STATUS.inProposal })),
      ),
      ...statusHistory(
        context,
        proposal.id,
        PROPOSAL_HISTORY_ACTION.unpropose,
        removed.map((assetId) => ({ assetId, from: ASSET_STATUS.inProposal, to: ASSET_STATUS.charged })),
      ),
    ]);
    totalCents = totalOf(lines);
  }
  await changes.updateMovement(tx, customerCode, proposal.id, {
    date: input.date,
    progressive: input.progressive,
    causal: input.causal,
    protocolDate: input.protocolDate ?? null,
    protocolNumber: input.protocolNumber ?? null,
    notes: input.notes ?? null,
    totalCents,
  });
  return auditedMovement(tx, context, { action: 'proposal.update', movementId: proposal.id, before });
}

function priceChange(line: repo.LineWithAsset): ProposalPriceChange {
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
export async function confirmProposal(
  tx: Tx,
  context: RequestContext,
  input: { id: number; pricesChangedConfirmed?: boolean | undefined },
): Promise<MovementWithAssets> {
  const customerCode = context.customerCode;
  await charges.lockSchoolMovements(tx, customerCode);
  const proposal = await findProposal(tx, customerCode, input.id);
  const state = await proposalState(tx, customerCode, proposal);
  const changed = changedPrices(await repo.linesWithAssets(tx, customerCode, proposal.id));
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
  const before = await getMovementWithAssets(tx, customerCode, proposal.id);
  let totalCents = proposal.totalCents;
  if (changed.length > 0) {
    await repo.updateLineValues(
      tx,
      customerCode,
      proposal.id,
      changed.map((l) => ({ assetId: l.assetId, valueCents: l.actualCents })),
    );
    totalCents = totalOf(
      (await repo.linesWithAssets(tx, customerCode, proposal.id)).map((l) => ({ valueCents: l.valueCents })),
    );
  }
  await changes.updateMovement(tx, customerCode, proposal.id, {
    status: PROPOSAL_STATUS.confirmed,
    confirmedAt: new Date(),
    confirmedBy: context.username,
    totalCents,
  });
  return auditedMovement(tx, context, {
    action: 'proposal.confirm',
    movementId: proposal.id,
    before,
    afterExtra: changed.length > 0 ? { pricesChanged: changed.map(priceChange) } : {},
  });
}

/** Confirmed → to be confirmed (`PUT /movement/out/removeConfirmation`), while nothing of it is discharged. */
export async function removeConfirmation(
  tx: Tx,
  context: RequestContext,
  id: number,
): Promise<MovementWithAssets> {
  const customerCode = context.customerCode;
  await charges.lockSchoolMovements(tx, customerCode);
  const proposal = await findProposal(tx, customerCode, id);
  refuse(
    checkRemoveConfirmation({
      status: proposal.status ?? 0,
      discharged: await repo.dischargedOf(tx, customerCode, proposal.id),
    }),
  );
  const before = await getMovementWithAssets(tx, customerCode, proposal.id);
  await changes.updateMovement(tx, customerCode, proposal.id, {
    status: PROPOSAL_STATUS.toBeConfirmed,
    confirmedAt: null,
    confirmedBy: null,
  });
  return auditedMovement(tx, context, {
    action: 'proposal.removeConfirmation',
    movementId: proposal.id,
    before,
  });
}

/**
 * Deletes a proposal (`DELETE /movement/out/{id}`): to be confirmed, the latest of its year, none of
 * its assets in a later movement, in an open year; its assets are charged again (status 2) and its
 * number goes back to the counter.
 */
export async function deleteProposal(tx: Tx, context: RequestContext, id: number): Promise<void> {
  const customerCode = context.customerCode;
  await charges.lockSchoolMovements(tx, customerCode);
  const proposal = await findProposal(tx, customerCode, id);
  refuse(checkProposalChange(await proposalState(tx, customerCode, proposal), 'delete'));
  const before = await getMovementWithAssets(tx, customerCode, id);
  const ids = (await repo.linesWithAssets(tx, customerCode, id)).map((l) => l.assetId);
  await charges.lockAssets(tx, customerCode, ids);
  await changes.deleteLines(tx, customerCode, id);
  await repo.setAssetStatus(tx, customerCode, ids, ASSET_STATUS.charged);
  await charges.insertHistory(
    tx,
    statusHistory(
      context,
      id,
      PROPOSAL_HISTORY_ACTION.unpropose,
      ids.map((assetId) => ({ assetId, from: ASSET_STATUS.inProposal, to: ASSET_STATUS.charged })),
    ),
  );
  await changes.deleteMovement(tx, customerCode, id);
  await giveBackVoucherNumber(tx, customerCode, proposal);
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
export async function confirmedForDischarge(tx: Tx, context: RequestContext): Promise<ProposalSummary[]> {
  return (await repo.confirmedWithRemaining(tx, context.customerCode)).map(toSummary);
}

export async function progressiveAfterLast(tx: Tx, context: RequestContext, year: number) {
  return { progressive: nextProgressive(await repo.lastProgressive(tx, context.customerCode, year)) };
}

export function statusList() {
  return Object.entries(PROPOSAL_STATUS_DESCRIPTIONS).map(([code, description]) => ({
    code: Number(code) as ProposalStatus,
    description,
  }));
}

export function toRelated(row: Awaited<ReturnType<typeof repo.linkedMovements>>[number]): RelatedMovement {
  const { totalCents, ...rest } = row;
  return { ...rest, totalValue: centsToEuros(totalCents) };
}

/** The discharges made from a proposal (`GET /movement/out/{id}/relatedMovements`). */
export async function relatedDischarges(
  tx: Tx,
  context: RequestContext,
  id: number,
): Promise<RelatedMovement[]> {
  await findProposal(tx, context.customerCode, id);
  return (await repo.linkedMovements(tx, context.customerCode, 'discharges', id)).map(toRelated);
}
