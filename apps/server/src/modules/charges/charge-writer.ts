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

/**
 * Puts lines into a charge: assets entered now are created, existing (waiting) ones charged, each
 * with its numbers; answers the asset ids in the order of the lines.
 */
export async function chargeAssets(
  tx: Tx,
  customerCode: string,
  charge: Charge,
  entries: readonly NumberedLine[],
): Promise<number[]> {
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
  return entries.map(({ line }) => {
    if (line.assetId !== null) return line.assetId;
    const id = createdIds[next++];
    if (id === undefined) throw new Error('asset insert returned too few rows');
    return id;
  });
}

/** The 'charge' history rows: an existing asset records what charging changed of it. */
export function chargeHistory(
  context: RequestContext,
  movementId: number,
  entries: readonly (NumberedLine & { assetId: number })[],
) {
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

/**
 * A movement's lines, in order: each asset with the value the movement gives it (a charge's historical
 * price, a proposal's or discharge's actual value, a voucher's new value and its variation).
 */
export function writeLines(
  tx: Tx,
  customerCode: string,
  movementId: number,
  lines: readonly { assetId: number; valueCents: number; variationCents?: number }[],
): Promise<void> {
  return repo.insertLines(
    tx,
    lines.map((l, position) => ({
      customerCode,
      movementId,
      assetId: l.assetId,
      position,
      valueCents: l.valueCents,
      ...(l.variationCents === undefined ? {} : { variationCents: l.variationCents }),
    })),
  );
}

/** A movement's total: the sum of its lines' values. */
export const linesTotal = (lines: readonly { valueCents: number }[]) =>
  lines.reduce((sum, l) => sum + l.valueCents, 0);
