import type { ChargeCreate } from '@inventario/shared/contracts/charges';
import type { MovementWithAssets } from '@inventario/shared/contracts/movements';
import { MOVEMENT_TYPE } from '@inventario/shared/domain/movements/movement-types';
import type { Db, Tx } from '../../db/client.ts';
import { mutate } from '../../db/unit-of-work.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { recordAudit } from '../audit/index.ts';
import {
  markExternalMovementsCharged,
  takeExternalMovements,
} from '../external-movements/external-charge.ts';
import {
  type InvoiceOfCharge,
  type InvoiceUploadsDeps,
  markInvoiceUploadCharged,
  readInvoiceOfCharge,
  takeInvoiceForCharge,
} from '../invoices/index.ts';
import * as ledger from '../movement-ledger/index.ts';
import * as changes from './charge-changes.repo.ts';
import { chargeDetail } from './charge-detail.ts';
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
import { chargeAssets, chargeHistory } from './charge-writer.ts';

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

/** The e-invoice a charge names, read from its file before the transaction; none without `invoice`. */
function invoiceOfCharge(
  deps: InvoiceUploadsDeps | undefined,
  context: RequestContext,
  choice: ChargeCreate['invoice'],
): Promise<InvoiceOfCharge> | null {
  if (!choice) return null;
  if (!deps) throw new Error('a charge from an invoice needs the invoice uploads');
  return readInvoiceOfCharge(deps, context, choice);
}

/**
 * Charges assets into the inventory (`POST /movement/charge`): assets entered now, waiting assets and
 * a universality, from an e-invoice when it names one; one voucher, numbered per type and year, its
 * assets numbered per register, each asset's history and the audit event, all in one transaction
 * after locking the school's movements.
 */
export async function createCharge(
  db: Db,
  context: RequestContext,
  input: ChargeCreate,
  invoiceUploads?: InvoiceUploadsDeps,
): Promise<MovementWithAssets> {
  const invoice = await invoiceOfCharge(invoiceUploads, context, input.invoice);
  return mutate(db, context, (tx) => writeCharge(tx, context, input, invoice));
}

/**
 * The charge of `createCharge` inside the caller's transaction: what another area's operation makes
 * a charge of (the renewal's found goods) commits or rolls back with it.
 */
export async function writeCharge(
  tx: Tx,
  context: RequestContext,
  input: ChargeCreate,
  invoice?: Awaited<ReturnType<typeof invoiceOfCharge>>,
): Promise<MovementWithAssets> {
  const customerCode = context.customerCode;
  await ledger.lockSchoolMovements(tx, customerCode);
  const {
    assets: _assets,
    waitingAssetIds: _waiting,
    universalityId: _universality,
    externalMovementIds,
    invoice: _invoice,
    ...requested
  } = input;
  const taken = invoice && (await takeInvoiceForCharge(tx, context, invoice, input.creditorId));
  const header = taken ? { ...requested, creditorId: taken.creditorId } : requested;
  await checkNewChargeHeader(tx, customerCode, header);
  await ledger.refuseChargeDuringRenewal(tx, customerCode, input.date);
  const external = await takeExternalMovements(tx, customerCode, externalMovementIds ?? []);
  const { lines, universality } = await newChargeLines(tx, customerCode, input);
  checkLines(lines);
  await checkLocations(
    tx,
    customerCode,
    lines.flatMap((l) => (l.assetId === null && l.fields.locationId ? [l.fields.locationId] : [])),
  );
  const numbered = await numberLines(tx, customerCode, lines);
  const movement = await ledger.insertVoucher(tx, context, {
    ...header,
    ...taken?.columns,
    type: MOVEMENT_TYPE.charge,
    totalCents: inventoryTotalCents(lines),
  });
  const charged = await chargeAssets(
    tx,
    customerCode,
    { movementId: movement.id, date: input.date },
    numbered,
  );
  await ledger.writeLines(
    tx,
    customerCode,
    movement.id,
    charged.map(({ line, assetId }) => ({ assetId, valueCents: line.fields.historicalPriceCents })),
  );
  if (universality) {
    await chargeUniversality(
      tx,
      customerCode,
      movement.id,
      { id: universality.universality.id, registerId: universality.registerId },
      numbered,
    );
  }
  await ledger.insertHistory(tx, chargeHistory(context, movement.id, charged));
  await markExternalMovementsCharged(tx, customerCode, external, movement.id);
  if (invoice) await markInvoiceUploadCharged(tx, customerCode, invoice.uploadId, movement.id);
  const result = await ledger.getMovementWithAssets(tx, customerCode, movement.id, chargeDetail);
  await recordAudit(tx, context, {
    action: 'charge.create',
    entity: 'movement',
    entityId: movement.id,
    after: {
      ...header,
      number: movement.number,
      year: movement.year,
      assets: charged.length,
      universalityId: input.universalityId ?? null,
      ...(external.length > 0 ? { externalMovementIds: external } : {}),
      ...(invoice ? { invoice: { uploadId: invoice.uploadId, ...invoice.identity } } : {}),
    },
  });
  return result;
}

/** Whether deleting the movement would delete assets entered in it (those of a charge, not waiting first). */
export function holdsAssetsCreatedDirectly(
  tx: Tx,
  customerCode: string,
  movementId: number,
): Promise<boolean> {
  return changes.holdsAssetsCreatedDirectly(tx, customerCode, movementId);
}
