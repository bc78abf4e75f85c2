import { ASSET_STATUS } from '@inventario/shared/contracts/assets';
import { CHARGE_HISTORY_ACTION } from '@inventario/shared/domain/movements/charge-edit';
import type { LineNumbers } from '@inventario/shared/domain/movements/renumbering';
import type { Tx } from '../../db/client.ts';
import type { RequestContext } from '../../http/request-context.ts';
import * as changes from './charge-changes.repo.ts';
import type { ChargeLine } from './charge-lines.ts';
import * as repo from './charges.repo.ts';

export interface NumberedLine {
  line: ChargeLine;
  numbers: LineNumbers;
}

interface Charge {
  movementId: number;
  date: string;
}

/** A numbered line and the asset it charged. */
export interface ChargedLine extends NumberedLine {
  assetId: number;
}

/**
 * Puts lines into a charge: assets entered now are created, existing (waiting) ones charged, each
 * with its numbers; answers each line with its asset, in the order of the lines.
 */
export async function chargeAssets(
  tx: Tx,
  customerCode: string,
  charge: Charge,
  entries: readonly NumberedLine[],
): Promise<ChargedLine[]> {
  const created = entries.filter((e) => e.line.assetId === null);
  const createdIds = (
    await repo.insertAssets(
      tx,
      created.map(({ line, numbers }) => ({
        ...line.fields,
        customerCode,
        registerId: line.register.id,
        assetClass: line.assetClass,
        inventoryNumber: numbers.inventoryNumber,
        durableNumber: numbers.durableNumber,
        actualPriceCents: line.fields.historicalPriceCents,
        chargeDate: charge.date,
        status: ASSET_STATUS.charged,
        chargeMovementId: charge.movementId,
        origin: 'charge',
      })),
    )
  ).map((a) => a.id);
  await changes.chargeExistingAssets(
    tx,
    customerCode,
    charge,
    entries.flatMap(({ line, numbers }) =>
      line.assetId === null
        ? []
        : [{ id: line.assetId, registerId: line.register.id, assetClass: line.assetClass, ...numbers }],
    ),
  );
  let next = 0;
  return entries.map((entry) => {
    if (entry.line.assetId !== null) return { ...entry, assetId: entry.line.assetId };
    const id = createdIds[next++];
    if (id === undefined) throw new Error('asset insert returned too few rows');
    return { ...entry, assetId: id };
  });
}

/** The 'charge' history rows: an existing asset records what charging changed of it. */
export function chargeHistory(context: RequestContext, movementId: number, entries: readonly ChargedLine[]) {
  return entries.map(({ line, numbers, assetId }) => ({
    customerCode: context.customerCode,
    assetId,
    actorUsername: context.username,
    action: CHARGE_HISTORY_ACTION.charge,
    movementId,
    changes:
      line.assetId === null
        ? null
        : {
            status: { from: ASSET_STATUS.waiting, to: ASSET_STATUS.charged },
            ...(line.storedClass !== line.assetClass
              ? { assetClass: { from: line.storedClass, to: line.assetClass } }
              : {}),
            ...(numbers.inventoryNumber !== null
              ? { inventoryNumber: { from: null, to: numbers.inventoryNumber } }
              : {}),
            ...(numbers.durableNumber !== null
              ? { durableNumber: { from: null, to: numbers.durableNumber } }
              : {}),
          },
  }));
}
