import type { ImportPlan, PlannedAsset } from '@inventario/shared/domain/imports/import-plan';
import { MOVEMENT_TYPE_OF } from '@inventario/shared/domain/imports/import-writing';
import {
  assignNumbers,
  countNumbers,
  type NumberingLine,
} from '@inventario/shared/domain/movements/renumbering';
import type { Tx } from '../../../db/client.ts';
import { takeScopeNumbers, takeVoucherNumber } from '../../numbering/numbering.service.ts';
import { registerIdOf, type SchoolRefs } from './school-refs.repo.ts';

const unnumbered = (a: PlannedAsset) => a.inventoryNumber === null && a.durableNumber === null;

/**
 * Gives the numbers a plan leaves to the school (types 2 and 4, a merge's receipt): each voucher the
 * next of its type and year, in the plan's order (by date); each good without a number the next of
 * its register (inventory) or of its register kind's durable numbering, in the plan's order, the
 * components of a universality sharing one number, which the universality takes too, as a charge
 * numbers them (`domain/movements/renumbering.ts`). A whole inventory keeps its own and is answered as is.
 */
export async function numberPlan(
  tx: Tx,
  customerCode: string,
  plan: ImportPlan,
  refs: SchoolRefs,
): Promise<ImportPlan> {
  const movements = [];
  for (const m of plan.movements)
    movements.push(
      m.number === null
        ? { ...m, number: await takeVoucherNumber(tx, customerCode, MOVEMENT_TYPE_OF[m.kind], m.year) }
        : m,
    );
  const toNumber = plan.assets.filter(unnumbered);
  const universalityKeys = new Map<string, number>();
  const lines: NumberingLine[] = toNumber.map((a) => {
    const key = a.universalityCode;
    if (key !== null && !universalityKeys.has(key)) universalityKeys.set(key, universalityKeys.size + 1);
    return {
      assetClass: a.assetClass,
      registerId: registerIdOf(refs, a.register),
      durableKind: a.register,
      universalityId: key === null ? null : universalityKeys.get(key),
    };
  });
  const first = new Map<string, number>();
  for (const [scope, count] of countNumbers(lines))
    first.set(scope, await takeScopeNumbers(tx, customerCode, scope, count));
  const numbers = assignNumbers(lines, first);
  const numbered = new Map(toNumber.map((a, i) => [a, numbers[i]]));
  const assets = plan.assets.map((a) => {
    const given = numbered.get(a);
    return given ? { ...a, ...given } : a;
  });
  return { ...plan, movements, assets, universalities: numberedUniversalities(plan, assets) };
}

/** A universality without a number takes the one its components were given. */
function numberedUniversalities(plan: ImportPlan, assets: readonly PlannedAsset[]) {
  const componentOf = new Map<string, PlannedAsset>();
  for (const a of assets)
    if (a.universalityCode !== null && a.inventoryNumber !== null) componentOf.set(a.universalityCode, a);
  return plan.universalities.map((u) => {
    const component = componentOf.get(u.code);
    if (u.inventoryNumber !== null || !component) return u;
    return { ...u, register: u.register ?? component.register, inventoryNumber: component.inventoryNumber };
  });
}
