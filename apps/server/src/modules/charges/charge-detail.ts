import type { MovementWithAssets } from '@inventario/shared/contracts/charges';
import { YEAR_STATUS } from '@inventario/shared/domain/financial-years/financial-year';
import { chargeEditability } from '@inventario/shared/domain/movements/charge-edit';
import { MOVEMENT_TYPE } from '@inventario/shared/domain/movements/movement-types';
import { isValueVoucherKind } from '@inventario/shared/domain/movements/value-voucher';
import { centsToEuros } from '@inventario/shared/format/currency';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { dischargeEditable, dischargePart } from '../discharges/discharge-detail.ts';
import { findMovementLines, type MovementLineRow } from '../movements/movement-lines.repo.ts';
import { proposalEditable, proposalPart } from '../proposals/proposal-detail.ts';
import { voucherEditable } from '../value-vouchers/value-vouchers.repo.ts';
import * as changes from './charge-changes.repo.ts';
import * as repo from './charges.repo.ts';

type MovementRow = NonNullable<Awaited<ReturnType<typeof repo.findMovement>>>;

export function toMovementAsset({
  historicalPriceCents,
  actualPriceCents,
  valueCents,
  variationCents,
  locationId,
  locationCode,
  locationDescription,
  ...line
}: MovementLineRow): MovementWithAssets['assets'][number] {
  return {
    ...line,
    assetClass: line.assetClass as 'inventory' | 'durable',
    origin: line.origin as 'charge' | 'waiting',
    historicalPrice: centsToEuros(historicalPriceCents),
    actualPrice: centsToEuros(actualPriceCents),
    value: centsToEuros(valueCents),
    ...(variationCents === null ? {} : { variation: centsToEuros(variationCents) }),
    location:
      locationId === null
        ? null
        : { id: locationId, code: locationCode ?? '', description: locationDescription ?? '' },
  };
}

/** What the detail screen may change of a movement, by kind. */
async function editableFlags(tx: Tx, customerCode: string, movement: MovementRow['movement']) {
  if (isValueVoucherKind(movement.type)) return voucherEditable(tx, customerCode, movement);
  if (movement.type === MOVEMENT_TYPE.proposal) return proposalEditable(tx, customerCode, movement);
  if (movement.type === MOVEMENT_TYPE.discharge) return dischargeEditable(tx, customerCode, movement);
  if (movement.type !== MOVEMENT_TYPE.charge) return { content: false, assets: false, deletable: false };
  return chargeEditability({
    hasLaterMovements: await changes.laterMovementsHold(tx, customerCode, movement.id),
    isLatestCharge: (await changes.latestChargeId(tx, customerCode)) === movement.id,
    yearOpen: (await changes.yearStatus(tx, customerCode, movement.year)) === YEAR_STATUS.open,
  });
}

/** A movement with its asset lines and what may change of it; another school's is a 404. */
export async function getMovementWithAssets(
  tx: Tx,
  customerCode: string,
  id: number,
): Promise<MovementWithAssets> {
  const found = await repo.findMovement(tx, customerCode, id);
  if (!found) throw new AppError('notFound', 'No such movement');
  const m = found.movement;
  const lines = await findMovementLines(tx, customerCode, id);
  return {
    id: m.id,
    type: m.type,
    year: m.year,
    number: m.number,
    date: m.date,
    causal: m.causal,
    creditor:
      m.creditorId === null ? null : { id: m.creditorId, description: found.creditorDescription ?? '' },
    documentType: m.documentType,
    documentDate: m.documentDate,
    documentNumber: m.documentNumber,
    deliveryDate: m.deliveryDate,
    deliveryNumber: m.deliveryNumber,
    orderDate: m.orderDate,
    orderNumber: m.orderNumber,
    notes: m.notes,
    status: m.status,
    totalValue: centsToEuros(m.totalCents),
    assets: lines.map(toMovementAsset),
    editable: await editableFlags(tx, customerCode, m),
    ...(m.type === MOVEMENT_TYPE.proposal ? { proposal: proposalPart(m, lines) } : {}),
    ...(m.type === MOVEMENT_TYPE.discharge ? { discharge: await dischargePart(tx, customerCode, m) } : {}),
    ...(isValueVoucherKind(m.type) ? { voucherType: m.voucherType } : {}),
  };
}
