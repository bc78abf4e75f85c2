import type { ChargeUpdate } from '@inventario/shared/contracts/charges';
import type { MovementWithAssets } from '@inventario/shared/contracts/movements';
import { type FieldChanges, fieldChanges } from '@inventario/shared/domain/assets/asset-changes';
import {
  CHARGE_HISTORY_ACTION,
  checkChargeEdit,
  checkPriceEdit,
  LEGAL_HEADER_FIELDS,
  pickFields,
} from '@inventario/shared/domain/movements/charge-edit';
import { MOVEMENT_TYPE } from '@inventario/shared/domain/movements/movement-types';
import type { LineNumbers } from '@inventario/shared/domain/movements/renumbering';
import { checkUniversalityComponents } from '@inventario/shared/domain/movements/universality-charge';
import type { Db, Tx } from '../../db/client.ts';
import { mutate } from '../../db/unit-of-work.ts';
import { AppError } from '../../http/app-error.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { recordAudit } from '../audit/index.ts';
import * as ledger from '../movement-ledger/index.ts';
import * as changes from './charge-changes.repo.ts';
import { releaseAssets } from './charge-delete.service.ts';
import { chargeDetail } from './charge-detail.ts';
import {
  headerOf,
  type KeptLine,
  type Movement,
  type Plan,
  planLines,
  storedHeader,
  type Universality,
} from './charge-edit-plan.ts';
import { type ChargeHeader, checkHeaderFields } from './charge-header.ts';
import { type ChargeLine, checkLines, checkLocations, inventoryTotalCents } from './charge-lines.ts';
import { giveBackHeldNumbers, numberLines } from './charge-numbering.ts';
import type { SourceAsset } from './charge-sources.repo.ts';
import * as sources from './charge-sources.repo.ts';
import { chargeAssets, chargeHistory, type NumberedLine } from './charge-writer.ts';
import { chargeUniversality } from './charges.service.ts';

/** Prices keep their side of the threshold; a kept universality stays complete, of one register. */
function checkKeptValues(plan: Plan, currentUniversality: Universality | undefined): void {
  for (const { source, line } of plan.kept) {
    if (line.universalityId) continue;
    const price = checkPriceEdit(source.asset.historicalPriceCents, line.fields.historicalPriceCents);
    if (!price.ok) throw new AppError(price.code, undefined, { assetId: source.asset.id });
  }
  const components = plan.kept.filter((k) => k.line.universalityId);
  if (!plan.keepsUniversality || !currentUniversality || !components.some((k) => k.legalChanged)) return;
  const check = checkUniversalityComponents(
    components.map((k) => ({
      historicalPriceCents: k.line.fields.historicalPriceCents,
      registerId: k.line.register.id,
    })),
  );
  if (!check.ok) throw new AppError(check.code, undefined, { universalityId: currentUniversality.id });
  if (check.registerId !== currentUniversality.registerId) {
    throw new AppError('universalityMixedRegisters', undefined, { universalityId: currentUniversality.id });
  }
}

/** Checks the edit against the rules of the voucher (legal content, lines, dates) and says whether to renumber. */
async function checkEdit(
  tx: Tx,
  customerCode: string,
  movement: Movement,
  header: ChargeHeader,
  plan: Plan,
  currentUniversality: Universality | undefined,
): Promise<{ renumber: boolean; headerChanges: FieldChanges }> {
  const headerChanges = fieldChanges(
    pickFields(headerOf(movement), LEGAL_HEADER_FIELDS),
    pickFields(header, LEGAL_HEADER_FIELDS),
  );
  const legalChanged = Object.keys(headerChanges).length > 0 || plan.kept.some((k) => k.legalChanged);
  const registerChanged = plan.kept.some((k) => k.registerChanged && !k.line.universalityId);
  const verdict = checkChargeEdit({
    legalChanged,
    linesChanged: plan.linesChanged,
    registerChanged,
    hasLaterMovements: await changes.assetsHeldElsewhere(tx, customerCode, movement.id),
    isLatestCharge: (await changes.latestChargeId(tx, customerCode)) === movement.id,
  });
  if (!verdict.ok) throw new AppError(verdict.code);
  if (legalChanged || verdict.renumber) await ledger.checkYearOpen(tx, customerCode, movement.date);
  await ledger.checkNewDate(tx, customerCode, movement, header.date);
  if (header.date !== movement.date) await ledger.refuseChargeDuringRenewal(tx, customerCode, header.date);
  checkKeptValues(plan, currentUniversality);
  checkLines(plan.lines);
  await checkLocations(tx, customerCode, [
    ...plan.added.flatMap((l) => (l.assetId === null && l.fields.locationId ? [l.fields.locationId] : [])),
    ...plan.kept.flatMap((k) =>
      'locationId' in k.changes && k.line.fields.locationId ? [k.line.fields.locationId] : [],
    ),
  ]);
  return { renumber: verdict.renumber, headerChanges };
}

function numberChanges(before: SourceAsset['asset'], after: LineNumbers | undefined): FieldChanges {
  if (!after) return {};
  const result: FieldChanges = {};
  if (before.inventoryNumber !== after.inventoryNumber) {
    result.inventoryNumber = { from: before.inventoryNumber, to: after.inventoryNumber };
  }
  if (before.durableNumber !== after.durableNumber) {
    result.durableNumber = { from: before.durableNumber, to: after.durableNumber };
  }
  return result;
}

/** Writes the kept lines' new values: fields, register and, when a price changes, the actual price too. */
async function updateKept(tx: Tx, customerCode: string, kept: readonly KeptLine[]): Promise<void> {
  for (const { source, line, changes: edited, registerChanged } of kept) {
    if (Object.keys(edited).length === 0 && !registerChanged) continue;
    await changes.updateAsset(tx, customerCode, source.asset.id, {
      ...line.fields,
      registerId: line.register.id,
      ...('historicalPrice' in edited ? { actualPriceCents: line.fields.historicalPriceCents } : {}),
    });
  }
}

/** Before numbering the lines again: the numbers go back to the counters and off the assets. */
async function giveBackForRenumbering(
  tx: Tx,
  customerCode: string,
  held: readonly SourceAsset[],
  universality: Universality | undefined,
): Promise<void> {
  await giveBackHeldNumbers(
    tx,
    customerCode,
    held.map((s) => ({ ...s.asset, registerId: s.registerId, registerKind: s.registerKind })),
  );
  await changes.clearAssetNumbers(
    tx,
    customerCode,
    held.map((s) => s.asset.id),
  );
  if (universality) {
    await changes.setUniversalityCharge(tx, customerCode, universality.id, {
      registerId: null,
      inventoryNumber: null,
      chargeMovementId: null,
    });
  }
}

/** The kept lines' new numbers, and the number of the universality charged with the voucher. */
async function numberKept(
  tx: Tx,
  customerCode: string,
  movementId: number,
  plan: Plan,
  currentUniversality: Universality | undefined,
  numbersOf: (line: ChargeLine) => LineNumbers,
): Promise<void> {
  await changes.setAssetNumbers(
    tx,
    customerCode,
    plan.kept.map((k) => ({ id: k.source.asset.id, ...numbersOf(k.line) })),
  );
  const numbered = plan.lines.map((line) => ({ line, numbers: numbersOf(line) }));
  const charged =
    plan.keepsUniversality && currentUniversality?.registerId
      ? { id: currentUniversality.id, registerId: currentUniversality.registerId }
      : plan.joining && { id: plan.joining.universality.id, registerId: plan.joining.registerId };
  if (charged) await chargeUniversality(tx, customerCode, movementId, charged, numbered);
}

/** The 'chargeEdit' rows of the kept assets: their field changes, the charge date and new numbers. */
function editHistory(
  context: RequestContext,
  movementId: number,
  kept: readonly KeptLine[],
  headerChanges: FieldChanges,
  numbersOf: (line: ChargeLine) => LineNumbers | undefined,
) {
  const dateChange = 'date' in headerChanges ? { chargeDate: headerChanges.date } : {};
  return kept.flatMap((k) => {
    const recorded = { ...k.changes, ...dateChange, ...numberChanges(k.source.asset, numbersOf(k.line)) };
    if (Object.keys(recorded).length === 0) return [];
    return [
      {
        customerCode: context.customerCode,
        assetId: k.source.asset.id,
        actorUsername: context.username,
        action: CHARGE_HISTORY_ACTION.chargeEdit,
        movementId,
        changes: recorded,
      },
    ];
  });
}

/**
 * Edits a charge (`PUT /movement/charge`) by the rules of `domain/movements/charge-edit`: notes and
 * descriptive fields always; legal content while no later movement holds its assets; the lines
 * only on the school's latest charge, whose numbers are then given back and taken again in the new
 * order, so the registers stay gapless. Lines taken out are deleted (entered in the charge) or wait
 * again (waiting before); each asset's history records what changed.
 */
export function updateCharge(
  db: Db,
  context: RequestContext,
  input: ChargeUpdate,
): Promise<MovementWithAssets> {
  return mutate(db, context, async (tx) => {
    const customerCode = context.customerCode;
    await ledger.lockSchoolMovements(tx, customerCode);
    const found = await ledger.findMovement(tx, customerCode, input.id);
    if (!found || found.movement.type !== MOVEMENT_TYPE.charge)
      throw new AppError('notFound', 'No such charge');
    const movement = found.movement;
    await ledger.refuseHeldMovement(tx, customerCode, movement.id);
    const before = await ledger.getMovementWithAssets(tx, customerCode, movement.id, chargeDetail);
    const held = await sources.lockChargeAssets(tx, customerCode, movement.id);
    const currentUniversality = await sources.lockUniversalityChargedBy(tx, customerCode, movement.id);
    const {
      id: _id,
      assets: _assets,
      waitingAssetIds: _waiting,
      universalityId: _universality,
      ...header
    } = input;
    await checkHeaderFields(tx, customerCode, header);
    const plan = await planLines(
      tx,
      customerCode,
      input,
      held,
      before.assets.map((a) => a.id),
      currentUniversality,
    );
    const { renumber, headerChanges } = await checkEdit(
      tx,
      customerCode,
      movement,
      header,
      plan,
      currentUniversality,
    );

    if (renumber) await giveBackForRenumbering(tx, customerCode, held, currentUniversality);
    await ledger.deleteLines(tx, customerCode, movement.id);
    await releaseAssets(tx, context, movement, plan.removed);
    await updateKept(tx, customerCode, plan.kept);

    const renumbered = renumber ? await numberLines(tx, customerCode, plan.lines) : [];
    const numbersOf = new Map(renumbered.map((n) => [n.line, n.numbers]));
    const empty = { inventoryNumber: null, durableNumber: null };
    const added = await chargeAssets(
      tx,
      customerCode,
      { movementId: movement.id, date: header.date },
      plan.added.map((line): NumberedLine => ({ line, numbers: numbersOf.get(line) ?? empty })),
    );
    if (renumber) {
      await numberKept(
        tx,
        customerCode,
        movement.id,
        plan,
        currentUniversality,
        (line) => numbersOf.get(line) ?? empty,
      );
    }
    if (header.date !== movement.date)
      await changes.setChargeDate(tx, customerCode, movement.id, header.date);
    const addedAssetOf = new Map(added.map((a) => [a.line, a.assetId]));
    await ledger.writeLines(
      tx,
      customerCode,
      movement.id,
      plan.lines.map((line) => ({
        assetId: assetOfLine(line, addedAssetOf),
        valueCents: line.fields.historicalPriceCents,
      })),
    );
    await ledger.updateMovement(tx, customerCode, movement.id, {
      ...storedHeader(header),
      totalCents: inventoryTotalCents(plan.lines),
    });

    await ledger.insertHistory(tx, [
      ...editHistory(context, movement.id, plan.kept, headerChanges, (line) => numbersOf.get(line)),
      ...chargeHistory(context, movement.id, added),
    ]);
    const after = await ledger.getMovementWithAssets(tx, customerCode, movement.id, chargeDetail);
    await recordAudit(tx, context, {
      action: 'charge.update',
      entity: 'movement',
      entityId: movement.id,
      before,
      after,
    });
    return after;
  });
}

/** The asset of a line: the one it already had, or the one charging it created. */
function assetOfLine(line: ChargeLine, addedAssetOf: ReadonlyMap<ChargeLine, number>): number {
  const assetId = line.assetId ?? addedAssetOf.get(line);
  if (assetId === undefined) throw new Error('a line of the charge has no asset');
  return assetId;
}
