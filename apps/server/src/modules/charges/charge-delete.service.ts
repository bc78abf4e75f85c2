import { ASSET_STATUS } from '@inventario/shared/contracts/assets';
import { CHARGE_HISTORY_ACTION, checkChargeDeletion } from '@inventario/shared/domain/movements/charge-edit';
import { MOVEMENT_TYPE } from '@inventario/shared/domain/movements/movement-types';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { recordAudit } from '../audit/index.ts';
import * as ledger from '../movement-ledger/index.ts';
import * as changes from './charge-changes.repo.ts';
import { chargeDetail } from './charge-detail.ts';
import { giveBackHeldNumbers } from './charge-numbering.ts';
import * as sources from './charge-sources.repo.ts';

type HeldAsset = sources.SourceAsset;

/** The assets a charge lets go: those entered in it are deleted, the others wait again (history 'uncharge'). */
export async function releaseAssets(
  tx: Tx,
  context: RequestContext,
  movement: { id: number },
  released: readonly HeldAsset[],
): Promise<void> {
  const customerCode = context.customerCode;
  const entered = released.filter((s) => s.asset.origin === 'charge').map((s) => s.asset.id);
  const waiting = released.filter((s) => s.asset.origin !== 'charge');
  await changes.deleteAssets(tx, customerCode, entered);
  await changes.sendBackToWaiting(
    tx,
    customerCode,
    waiting.map((s) => s.asset.id),
  );
  await ledger.insertHistory(
    tx,
    waiting.map(({ asset }) => ({
      customerCode,
      assetId: asset.id,
      actorUsername: context.username,
      action: CHARGE_HISTORY_ACTION.uncharge,
      movementId: movement.id,
      changes: {
        status: { from: asset.status, to: ASSET_STATUS.waiting },
        ...(asset.inventoryNumber !== null
          ? { inventoryNumber: { from: asset.inventoryNumber, to: null } }
          : {}),
        ...(asset.durableNumber !== null ? { durableNumber: { from: asset.durableNumber, to: null } } : {}),
        chargeDate: { from: asset.chargeDate, to: null },
      },
    })),
  );
}

/**
 * Deletes a charge (`DELETE /movement/charge/{id}`, in the transaction the movements' dispatcher
 * opens): only the school's latest, with none of its assets in a later movement, in an open year. Its
 * voucher, inventory and durable numbers go back to the counters (they are their tails), the assets
 * entered in it are deleted, waiting ones wait again and a charged universality is no longer charged.
 */
export async function deleteCharge(tx: Tx, context: RequestContext, id: number): Promise<void> {
  const customerCode = context.customerCode;
  await ledger.lockSchoolMovements(tx, customerCode);
  const found = await ledger.findMovement(tx, customerCode, id);
  if (!found || found.movement.type !== MOVEMENT_TYPE.charge)
    throw new AppError('notFound', 'No such charge');
  const movement = found.movement;
  await ledger.refuseHeldMovement(tx, customerCode, id);
  const deletion = checkChargeDeletion({
    isLatestCharge: (await changes.latestChargeId(tx, customerCode)) === id,
    hasLaterMovements: await changes.assetsHeldElsewhere(tx, customerCode, id),
  });
  if (!deletion.ok) throw new AppError(deletion.code);
  await ledger.checkYearOpen(tx, customerCode, movement.date);
  const before = await ledger.getMovementWithAssets(tx, customerCode, id, chargeDetail);
  const held = await sources.lockChargeAssets(tx, customerCode, id);
  const universality = await sources.lockUniversalityChargedBy(tx, customerCode, id);

  await giveBackHeldNumbers(
    tx,
    customerCode,
    held.map((s) => ({ ...s.asset, registerId: s.registerId, registerKind: s.registerKind })),
  );
  // The lines go first: the assets entered in the charge are deleted with it.
  await ledger.deleteLines(tx, customerCode, id);
  await releaseAssets(tx, context, movement, held);
  if (universality) {
    await changes.setUniversalityCharge(tx, customerCode, universality.id, {
      registerId: null,
      inventoryNumber: null,
      chargeMovementId: null,
    });
  }
  await ledger.removeVoucher(tx, customerCode, movement);
  await recordAudit(tx, context, { action: 'charge.delete', entity: 'movement', entityId: id, before });
}
