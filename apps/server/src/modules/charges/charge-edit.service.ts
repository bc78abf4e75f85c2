import type { ChargeAssetLine, ChargeUpdate, MovementWithAssets } from '@inventario/shared/contracts/charges';
import { type FieldChanges, fieldChanges } from '@inventario/shared/domain/assets/asset-changes';
import {
  CHARGE_HISTORY_ACTION,
  checkChargeEdit,
  checkPriceEdit,
  DESCRIPTIVE_ASSET_FIELDS,
  LEGAL_ASSET_FIELDS,
  LEGAL_HEADER_FIELDS,
  pickFields,
} from '@inventario/shared/domain/movements/charge-edit';
import { checkEditDate } from '@inventario/shared/domain/movements/date-window';
import { MOVEMENT_TYPE } from '@inventario/shared/domain/movements/movement-types';
import type { LineNumbers } from '@inventario/shared/domain/movements/renumbering';
import { checkUniversalityComponents } from '@inventario/shared/domain/movements/universality-charge';
import { centsToEuros } from '@inventario/shared/format/currency';
import type { Db, Tx } from '../../db/client.ts';
import { mutate } from '../../db/unit-of-work.ts';
import { AppError } from '../../http/app-error.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { recordAudit } from '../audit/audit.repo.ts';
import * as changes from './charge-changes.repo.ts';
import { releaseAssets } from './charge-delete.service.ts';
import { getMovementWithAssets } from './charge-detail.ts';
import { type ChargeHeader, checkHeaderFields, checkYearOpen } from './charge-header.ts';
import {
  type ChargeLine,
  checkLines,
  checkLocations,
  fieldsFromInput,
  inventoryTotalCents,
  lineClass,
  newLine,
  subcategoryRegisters,
  universalityLines,
  waitingLines,
} from './charge-lines.ts';
import { giveBackHeldNumbers, numberLines } from './charge-numbering.ts';
import type { SourceAsset } from './charge-sources.repo.ts';
import * as sources from './charge-sources.repo.ts';
import { chargeAssets, chargeHistory, writeLines } from './charge-writer.ts';
import * as repo from './charges.repo.ts';
import { chargeUniversality } from './charges.service.ts';

type Movement = NonNullable<Awaited<ReturnType<typeof repo.findMovement>>>['movement'];
type Universality = NonNullable<Awaited<ReturnType<typeof sources.lockUniversality>>>;

/** A line the charge keeps, with the asset as it is now and what the edit changes of it. */
interface KeptLine {
  line: ChargeLine;
  source: SourceAsset;
  changes: FieldChanges;
  legalChanged: boolean;
  registerChanged: boolean;
}

const assetFields = [...LEGAL_ASSET_FIELDS, ...DESCRIPTIVE_ASSET_FIELDS] as const;

/** An asset as the wire names it, to compare with the edited line and record the changes. */
function wireAsset(asset: SourceAsset['asset']) {
  return { ...asset, historicalPrice: centsToEuros(asset.historicalPriceCents) };
}

function keptLine(
  input: ChargeAssetLine,
  source: SourceAsset,
  registers: Map<number, ChargeLine['register']>,
): KeptLine {
  const fields = fieldsFromInput(input);
  const register = registers.get(fields.subcategoryId);
  if (!register) throw new AppError('notFound', 'No such subcategory');
  const universalityId = source.asset.universalityId;
  const edited = fieldChanges(
    pickFields(wireAsset(source.asset), assetFields),
    pickFields(input, assetFields),
  );
  return {
    source,
    line: {
      assetId: source.asset.id,
      origin: source.asset.origin === 'waiting' ? 'waiting' : 'charge',
      universalityId,
      fields,
      quantity: source.asset.quantity,
      register,
      assetClass: lineClass(fields.historicalPriceCents, universalityId),
      storedClass: source.asset.assetClass,
    },
    changes: edited,
    legalChanged: LEGAL_ASSET_FIELDS.some((field) => field in edited),
    registerChanged: register.id !== source.asset.registerId,
  };
}

/** The charge's lines after the edit, in voucher order, and how they differ from the lines it holds. */
async function planLines(
  tx: Tx,
  customerCode: string,
  input: ChargeUpdate,
  held: readonly SourceAsset[],
  currentOrder: readonly number[],
  currentUniversality: Universality | undefined,
) {
  const heldById = new Map(held.map((s) => [s.asset.id, s]));
  const registers = await subcategoryRegisters(
    tx,
    customerCode,
    input.assets.map((a) => a.subcategoryId),
  );
  const kept: KeptLine[] = [];
  const entered: ChargeLine[] = [];
  const ordered: ChargeLine[] = [];
  for (const line of input.assets) {
    if (line.id === undefined) {
      const created = newLine(line, registers);
      entered.push(created);
      ordered.push(created);
      continue;
    }
    const source = heldById.get(line.id);
    if (!source) throw new AppError('notFound', 'No such asset in this charge', { assetId: line.id });
    if (kept.some((k) => k.source.asset.id === line.id)) {
      throw new AppError('invalidRequest', 'An asset is listed twice', { assetId: line.id });
    }
    const edited = keptLine(line, source, registers);
    kept.push(edited);
    ordered.push(edited.line);
  }
  const keptIds = new Set(kept.map((k) => k.source.asset.id));
  const keepsUniversality =
    currentUniversality !== undefined && input.universalityId === currentUniversality.id;
  if (currentUniversality) {
    const components = held.filter((s) => s.asset.universalityId === currentUniversality.id);
    const listed = components.filter((s) => keptIds.has(s.asset.id)).length;
    if (keepsUniversality && listed !== components.length) {
      throw new AppError('universalityCharged', 'A charged universality keeps all its components');
    }
    if (!keepsUniversality && listed > 0) {
      throw new AppError('invalidRequest', 'The components of a universality leaving the charge cannot stay');
    }
  }
  const joining =
    input.universalityId && !keepsUniversality
      ? await universalityLines(tx, customerCode, input.universalityId)
      : null;
  const components = new Set(joining?.lines.map((l) => l.assetId));
  const waitingIds = [...new Set(input.waitingAssetIds)].filter((id) => !components.has(id));
  const waiting = await waitingLines(tx, customerCode, waitingIds);
  const added = [...entered, ...waiting, ...(joining?.lines ?? [])];
  const removed = held.filter((s) => !keptIds.has(s.asset.id));
  const keptOrder = kept.map((k) => k.source.asset.id);
  const reordered = keptOrder.some((id, i) => currentOrder.filter((c) => keptIds.has(c))[i] !== id);
  return {
    lines: [...ordered, ...waiting, ...(joining?.lines ?? [])],
    kept,
    added,
    removed,
    joining,
    keepsUniversality,
    linesChanged: removed.length > 0 || added.length > 0 || reordered,
  };
}

type Plan = Awaited<ReturnType<typeof planLines>>;

function headerOf(movement: Movement): ChargeHeader {
  return {
    date: movement.date,
    causal: movement.causal ?? '',
    creditorId: movement.creditorId,
    documentType: movement.documentType,
    documentDate: movement.documentDate,
    documentNumber: movement.documentNumber,
    deliveryDate: movement.deliveryDate,
    deliveryNumber: movement.deliveryNumber,
    orderDate: movement.orderDate,
    orderNumber: movement.orderNumber,
    notes: movement.notes,
  };
}

/** The whole header is sent: a field left out is cleared. */
function storedHeader(header: ChargeHeader) {
  return {
    date: header.date,
    causal: header.causal,
    creditorId: header.creditorId ?? null,
    documentType: header.documentType ?? null,
    documentDate: header.documentDate ?? null,
    documentNumber: header.documentNumber ?? null,
    deliveryDate: header.deliveryDate ?? null,
    deliveryNumber: header.deliveryNumber ?? null,
    orderDate: header.orderDate ?? null,
    orderNumber: header.orderNumber ?? null,
    notes: header.notes ?? null,
  };
}

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
    hasLaterMovements: await changes.laterMovementsHold(tx, customerCode, movement.id),
    isLatestCharge: (await changes.latestChargeId(tx, customerCode)) === movement.id,
  });
  if (!verdict.ok) throw new AppError(verdict.code);
  if (legalChanged || verdict.renumber) await checkYearOpen(tx, customerCode, movement.date);
  if (header.date !== movement.date) {
    const window = await changes.neighbourDates(tx, customerCode, movement);
    const date = checkEditDate(header.date, { originalDate: movement.date, ...window });
    if (!date.ok) throw new AppError(date.code, undefined, { ...window });
  }
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
    await repo.lockSchoolMovements(tx, customerCode);
    const found = await repo.findMovement(tx, customerCode, input.id);
    if (!found || found.movement.type !== MOVEMENT_TYPE.charge)
      throw new AppError('notFound', 'No such charge');
    const movement = found.movement;
    const before = await getMovementWithAssets(tx, customerCode, movement.id);
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

    if (renumber) {
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
      if (currentUniversality) {
        await changes.setUniversalityCharge(tx, customerCode, currentUniversality.id, {
          registerId: null,
          inventoryNumber: null,
          chargeMovementId: null,
        });
      }
    }
    await changes.deleteLines(tx, customerCode, movement.id);
    await releaseAssets(tx, context, movement, plan.removed);
    await updateKept(tx, customerCode, plan.kept);

    const numbers = renumber ? await numberLines(tx, customerCode, plan.lines) : [];
    const numbersOf = new Map(plan.lines.map((line, i) => [line, numbers[i]]));
    const empty = { inventoryNumber: null, durableNumber: null };
    const addedNumbered = plan.added.map((line) => ({ line, numbers: numbersOf.get(line) ?? empty }));
    const addedIds = await chargeAssets(
      tx,
      customerCode,
      { movementId: movement.id, date: header.date },
      addedNumbered,
    );
    const addedIdOf = new Map(plan.added.map((line, i) => [line, addedIds[i] ?? 0]));
    if (renumber) {
      await changes.setAssetNumbers(
        tx,
        customerCode,
        plan.kept.map((k) => ({ id: k.source.asset.id, ...(numbersOf.get(k.line) ?? empty) })),
      );
      const numbered = plan.lines.map((line) => ({ line, numbers: numbersOf.get(line) ?? empty }));
      if (plan.keepsUniversality && currentUniversality?.registerId) {
        await chargeUniversality(
          tx,
          customerCode,
          movement.id,
          { id: currentUniversality.id, registerId: currentUniversality.registerId },
          numbered,
        );
      }
      if (plan.joining) {
        await chargeUniversality(
          tx,
          customerCode,
          movement.id,
          { id: plan.joining.universality.id, registerId: plan.joining.registerId },
          numbered,
        );
      }
    }
    if (header.date !== movement.date)
      await changes.setChargeDate(tx, customerCode, movement.id, header.date);
    await writeLines(
      tx,
      customerCode,
      movement.id,
      plan.lines.map((line) => ({
        assetId: line.assetId ?? addedIdOf.get(line) ?? 0,
        valueCents: line.fields.historicalPriceCents,
      })),
    );
    await changes.updateMovement(tx, customerCode, movement.id, {
      ...storedHeader(header),
      totalCents: inventoryTotalCents(plan.lines),
    });

    const dateChange = 'date' in headerChanges ? { chargeDate: headerChanges.date } : {};
    await repo.insertHistory(tx, [
      ...plan.kept.flatMap((k) => {
        const recorded = {
          ...k.changes,
          ...dateChange,
          ...numberChanges(k.source.asset, numbersOf.get(k.line)),
        };
        if (Object.keys(recorded).length === 0) return [];
        return [
          {
            customerCode,
            assetId: k.source.asset.id,
            actorUsername: context.username,
            action: CHARGE_HISTORY_ACTION.chargeEdit,
            movementId: movement.id,
            changes: recorded,
          },
        ];
      }),
      ...chargeHistory(
        context,
        movement.id,
        addedNumbered.map((n) => ({ ...n, assetId: addedIdOf.get(n.line) ?? 0 })),
      ),
    ]);
    const after = await getMovementWithAssets(tx, customerCode, movement.id);
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
