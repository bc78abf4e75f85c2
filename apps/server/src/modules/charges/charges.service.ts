import type { ChargeCreate, MovementWithAssets } from '@inventario/shared/contracts/charges';
import { yearOf } from '@inventario/shared/domain/financial-years/financial-year';
import { MOVEMENT_TYPE } from '@inventario/shared/domain/movements/movement-types';
import type { Db, Tx } from '../../db/client.ts';
import { mutate, read } from '../../db/unit-of-work.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { recordAudit } from '../audit/audit.repo.ts';
import {
  markExternalMovementsCharged,
  takeExternalMovements,
} from '../external-movements/external-charge.ts';
import { takeVoucherNumber } from '../numbering/numbering.service.ts';
import * as changes from './charge-changes.repo.ts';
import { getMovementWithAssets } from './charge-detail.ts';
import { checkNewChargeHeader } from './charge-header.ts';
import {
  type ChargeLine,
  checkLines,
  checkLocations,
  inventoryTotalCents,
  newLine,
  subcategoryRegisters,
  universalityLines,
  waitingLines,
} from './charge-lines.ts';
import { numberLines } from './charge-numbering.ts';
import { chargeAssets, chargeHistory, writeLines } from './charge-writer.ts';
import * as repo from './charges.repo.ts';

/**
 * The lines of a new charge in voucher order: the assets entered now, the waiting assets taken in,
 * then the universality's components (a component listed among the waiting assets comes with it).
 */
async function newChargeLines(tx: Tx, customerCode: string, input: ChargeCreate) {
  const registers = await subcategoryRegisters(
    tx,
    customerCode,
    input.assets.map((a) => a.subcategoryId),
  );
  const entered = input.assets.map((asset) => newLine(asset, registers));
  const universality = input.universalityId
    ? await universalityLines(tx, customerCode, input.universalityId)
    : null;
  const components = new Set(universality?.lines.map((l) => l.assetId));
  const waitingIds = [...new Set(input.waitingAssetIds)].filter((id) => !components.has(id));
  const waiting = await waitingLines(tx, customerCode, waitingIds);
  return { lines: [...entered, ...waiting, ...(universality?.lines ?? [])], universality };
}

/** A charged universality takes its register and the number its components share. */
export async function chargeUniversality(
  tx: Tx,
  customerCode: string,
  movementId: number,
  universality: { id: number; registerId: number },
  numbered: readonly { line: ChargeLine; numbers: { inventoryNumber: number | null } }[],
): Promise<void> {
  const component = numbered.find((n) => n.line.universalityId === universality.id);
  await changes.setUniversalityCharge(tx, customerCode, universality.id, {
    registerId: universality.registerId,
    inventoryNumber: component?.numbers.inventoryNumber ?? null,
    chargeMovementId: movementId,
  });
}

/**
 * Charges assets into the inventory (`POST /movement/charge`): assets entered now, waiting assets and
 * a universality; one voucher, numbered per type and year, its assets numbered per register, each
 * asset's history and the audit event, all in one transaction after locking the school's movements.
 */
export function createCharge(
  db: Db,
  context: RequestContext,
  input: ChargeCreate,
): Promise<MovementWithAssets> {
  return mutate(db, context, async (tx) => {
    const customerCode = context.customerCode;
    await repo.lockSchoolMovements(tx, customerCode);
    const {
      assets: _assets,
      waitingAssetIds: _waiting,
      universalityId: _universality,
      externalMovementIds,
      ...header
    } = input;
    await checkNewChargeHeader(tx, customerCode, header);
    const external = await takeExternalMovements(tx, customerCode, externalMovementIds ?? []);
    const { lines, universality } = await newChargeLines(tx, customerCode, input);
    checkLines(lines);
    await checkLocations(
      tx,
      customerCode,
      lines.flatMap((l) => (l.assetId === null && l.fields.locationId ? [l.fields.locationId] : [])),
    );
    const numbers = await numberLines(tx, customerCode, lines);
    const year = yearOf(input.date);
    const number = await takeVoucherNumber(tx, customerCode, MOVEMENT_TYPE.charge, year);
    const movementId = await repo.insertMovement(tx, {
      ...header,
      customerCode,
      type: MOVEMENT_TYPE.charge,
      year,
      number,
      totalCents: inventoryTotalCents(lines),
      createdBy: context.username,
    });
    const numbered = lines.map((line, i) => ({
      line,
      numbers: numbers[i] ?? { inventoryNumber: null, durableNumber: null },
    }));
    const assetIds = await chargeAssets(tx, customerCode, { movementId, date: input.date }, numbered);
    await writeLines(
      tx,
      customerCode,
      movementId,
      lines.map((line, i) => ({ assetId: assetIds[i] ?? 0, valueCents: line.fields.historicalPriceCents })),
    );
    if (universality) {
      await chargeUniversality(
        tx,
        customerCode,
        movementId,
        { id: universality.universality.id, registerId: universality.registerId },
        numbered,
      );
    }
    await repo.insertHistory(
      tx,
      chargeHistory(
        context,
        movementId,
        numbered.map((n, i) => ({ ...n, assetId: assetIds[i] ?? 0 })),
      ),
    );
    await markExternalMovementsCharged(tx, customerCode, external, movementId);
    const result = await getMovementWithAssets(tx, customerCode, movementId);
    await recordAudit(tx, context, {
      action: 'charge.create',
      entity: 'movement',
      entityId: movementId,
      after: {
        ...header,
        number,
        year,
        assets: assetIds.length,
        universalityId: input.universalityId ?? null,
        ...(external.length > 0 ? { externalMovementIds: external } : {}),
      },
    });
    return result;
  });
}

export function movementWithAssets(db: Db, context: RequestContext, id: number): Promise<MovementWithAssets> {
  return read(db, context, (tx) => getMovementWithAssets(tx, context.customerCode, id));
}
