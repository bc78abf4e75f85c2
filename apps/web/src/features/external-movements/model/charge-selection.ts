import type { ExternalMovement } from '@inventario/shared/contracts/external-movements';
import {
  checkExternalSelection,
  MAX_EXTERNAL_PER_CHARGE,
} from '@inventario/shared/domain/movements/external-selection';

/** The selection rule's inputs, from a row of the list or a detail. */
export function selectable(movement: ExternalMovement) {
  return {
    source: movement.source,
    status: movement.status,
    creditorId: movement.creditor?.id ?? null,
    supplierName: movement.supplier.name,
    supplierVatNumber: movement.supplier.vatNumber,
    charged: movement.charge !== null,
  };
}

/**
 * Why the chosen movements cannot be charged together, as an error text key (spec 02 §5: at least
 * one, one supplier, the warehouse ones completed), or undefined when they can.
 */
export function chargeSelectionProblem(movements: readonly ExternalMovement[]): string | undefined {
  const check = checkExternalSelection(movements.map(selectable));
  return check.ok ? undefined : `errors.${check.code}`;
}

/** `#/charge/new/external?ids=3,7`: the charge screen, starting from these movements. */
export function externalChargeRoute(ids: readonly number[]): string {
  return `/charge/new/external?ids=${ids.join(',')}`;
}

/** The ids of `?ids=3,7`: positive whole numbers, each once, in order; anything else is left out. */
export function parseExternalIds(text: string | null): number[] {
  const ids = (text ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^\d+$/.test(part))
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0);
  return [...new Set(ids)].slice(0, MAX_EXTERNAL_PER_CHARGE);
}
