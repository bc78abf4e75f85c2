import { checkDurableNumbering } from '@inventario/shared/domain/movements/charge-rules';
import {
  assignNumbers,
  countNumbers,
  durableScope,
  inventoryScope,
} from '@inventario/shared/domain/movements/renumbering';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { giveBackScopeNumbers, takeScopeNumbers } from '../numbering/numbering.service.ts';
import { type ChargeLine, numberingLine } from './charge-lines.ts';
import type { NumberedLine } from './charge-writer.ts';

/**
 * Takes the numbers of a charge's lines from the counters, in the order of the lines (a universality
 * once), and answers each line with its numbers. Durable lines need their register's durable register.
 */
export async function numberLines(
  tx: Tx,
  customerCode: string,
  lines: readonly ChargeLine[],
): Promise<NumberedLine[]> {
  const planned = lines.map((line) => {
    const numbering = numberingLine(line);
    if (numbering.assetClass === 'durable' && !numbering.universalityId) {
      const durable = checkDurableNumbering(numbering.durableKind !== null);
      if (!durable.ok) throw new AppError(durable.code, undefined, { registerId: line.register.id });
    }
    return numbering;
  });
  const first = new Map<string, number>();
  for (const [scope, count] of countNumbers(planned)) {
    first.set(scope, await takeScopeNumbers(tx, customerCode, scope, count));
  }
  const numbers = assignNumbers(planned, first);
  return lines.map((line, i) => {
    const assigned = numbers[i];
    if (!assigned) throw new Error('a charge line was left without numbers');
    return { line, numbers: assigned };
  });
}

/** The numbers a charge's assets hold, by counter scope (a universality's number once). */
export interface HeldAsset {
  registerId: number;
  registerKind: string;
  inventoryNumber: number | null;
  durableNumber: number | null;
}

export function heldNumbers(heldAssets: readonly HeldAsset[]): Map<string, number[]> {
  const held = new Map<string, number[]>();
  const add = (scope: string, value: number) => held.set(scope, [...(held.get(scope) ?? []), value]);
  for (const asset of heldAssets) {
    if (asset.inventoryNumber !== null) add(inventoryScope(asset.registerId), asset.inventoryNumber);
    if (asset.durableNumber !== null) add(durableScope(asset.registerKind), asset.durableNumber);
  }
  return held;
}

/** Gives back every number the charge's assets hold; they must be the tails of their counters. */
export async function giveBackHeldNumbers(
  tx: Tx,
  customerCode: string,
  heldAssets: readonly HeldAsset[],
): Promise<void> {
  for (const [scope, numbers] of heldNumbers(heldAssets)) {
    await giveBackScopeNumbers(tx, customerCode, scope, numbers);
  }
}
