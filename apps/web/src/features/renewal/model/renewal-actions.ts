import type { Renewal } from '@inventario/shared/contracts/renewal';
import { ADJUSTMENT_KINDS, type AdjustmentKind } from '@inventario/shared/domain/renewal/adjustments';
import {
  actionRefusal,
  type RenewalAction,
  type RenewalRefusal,
} from '@inventario/shared/domain/renewal/steps';

/** The actions of the steps after the mapping, each a button (or the buttons) of the screen. */
export type StepAction = Extract<
  RenewalAction,
  'adjust' | 'revalue' | 'revertRevaluation' | 'renumber' | 'revertRenumbering' | 'end'
>;

/**
 * Why an action is refused now, as the server would refuse it, from what the renewal says of itself;
 * null when the screen offers it. The mapping's problems were settled when it was confirmed, and the
 * movements dated after the renewal date only the server counts: it answers `renewalLaterMovements`.
 */
export function stepActionRefusal(
  renewal: Pick<Renewal, 'status' | 'mappingConfirmedAt' | 'revaluedAt' | 'renumberedAt'>,
  action: StepAction,
): RenewalRefusal | null {
  return actionRefusal(
    {
      status: renewal.status,
      mappingConfirmed: renewal.mappingConfirmedAt !== null,
      revalued: renewal.revaluedAt !== null,
      renumbered: renewal.renumberedAt !== null,
      unmapped: 0,
      rateConflicts: 0,
      laterMovements: 0,
    },
    action,
  );
}

/** A summary row's key by adjustment as its text names it: a kind, else 'none' (goods without one). */
export function adjustmentKey(key: string | number): AdjustmentKind | 'none' {
  return (ADJUSTMENT_KINDS as readonly (string | number)[]).includes(key) ? (key as AdjustmentKind) : 'none';
}
