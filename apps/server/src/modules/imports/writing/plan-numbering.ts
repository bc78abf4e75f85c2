import type { ImportPlan } from '@inventario/shared/domain/imports/import-plan';
import { MOVEMENT_TYPE_OF } from '@inventario/shared/domain/imports/import-writing';
import { durableScope } from '@inventario/shared/domain/movements/renumbering';
import type { Tx } from '../../../db/client.ts';
import { takeScopeNumbers, takeVoucherNumber } from '../../numbering/numbering.service.ts';

/**
 * Gives the numbers a file leaves to the import (types 2 and 4): each voucher the next of its type and
 * year, in the plan's order (by date); each durable good the next of its register's durable numbering
 * in the settings, in the order of its charges. A whole inventory keeps its own and is answered as is.
 */
export async function numberPlan(tx: Tx, customerCode: string, plan: ImportPlan): Promise<ImportPlan> {
  const movements = [];
  for (const m of plan.movements)
    movements.push(
      m.number === null
        ? { ...m, number: await takeVoucherNumber(tx, customerCode, MOVEMENT_TYPE_OF[m.kind], m.year) }
        : m,
    );
  const unnumbered = plan.assets.filter((a) => a.inventoryNumber === null && a.durableNumber === null);
  const next = new Map<string, number>();
  for (const [register, count] of countBy(unnumbered.map((a) => a.register)))
    next.set(register, await takeScopeNumbers(tx, customerCode, durableScope(register), count));
  const assets = plan.assets.map((a) => {
    if (a.inventoryNumber !== null || a.durableNumber !== null) return a;
    const durableNumber = next.get(a.register) as number;
    next.set(a.register, durableNumber + 1);
    return { ...a, durableNumber };
  });
  return { ...plan, movements, assets };
}

function countBy(keys: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
}
