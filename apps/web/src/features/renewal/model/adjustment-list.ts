import type { Renewal } from '@inventario/shared/contracts/renewal';
import type { Adjustment } from '@inventario/shared/contracts/renewal-adjustments';
import { registerNumberText } from '@inventario/shared/domain/catalogue/register-acronym';
import { MOVEMENT_TYPE } from '@inventario/shared/domain/movements/movement-types';
import { ADJUSTMENT_KINDS, type AdjustmentKind } from '@inventario/shared/domain/renewal/adjustments';
import type { RenewalRefusal } from '@inventario/shared/domain/renewal/steps';
import { eurosToCents } from '@inventario/shared/format/currency';
import { stepActionRefusal } from './renewal-actions.ts';

/**
 * The renewal's adjustments as the screen lists them: whether they may change now, the good and the
 * movement each names, and the totals per kind.
 */

/**
 * Why adjustments cannot be made or taken back now, as the server would refuse them (`actionRefusal`,
 * 'adjust'): a completed renewal, a mapping not confirmed yet, a revaluation done; null when they can.
 */
export function adjustRefusal(
  renewal: Pick<Renewal, 'status' | 'mappingConfirmedAt' | 'revaluedAt' | 'renumberedAt'>,
): RenewalRefusal | null {
  return stepActionRefusal(renewal, 'adjust');
}

/** "BM 12 Videoproiettore": a good by its register's acronym and number, then its description. */
export function assetText(
  asset: Pick<Adjustment['asset'], 'description' | 'registerKind' | 'inventoryNumber'>,
): string {
  const number = registerNumberText(asset.registerKind, asset.inventoryNumber);
  return number ? `${number} ${asset.description}` : asset.description;
}

/** The kinds of movement an adjustment makes, each with its own detail screen. */
export type AdjustmentMovementKind = 'charge' | 'discharge' | 'increase' | 'decrease';

export function movementKindOf(type: number): AdjustmentMovementKind | null {
  switch (type) {
    case MOVEMENT_TYPE.charge:
      return 'charge';
    case MOVEMENT_TYPE.discharge:
      return 'discharge';
    case MOVEMENT_TYPE.increase:
      return 'increase';
    case MOVEMENT_TYPE.decrease:
      return 'decrease';
    default:
      return null;
  }
}

/** The sums of some adjustments, in cents: the presumed values of those that give one. */
export interface AdjustmentSums {
  count: number;
  actualCents: number;
  newCents: number;
  variationCents: number;
  presumedCents: number;
}

export interface KindTotals extends AdjustmentSums {
  kind: AdjustmentKind;
}

const noSums = (): AdjustmentSums => ({
  count: 0,
  actualCents: 0,
  newCents: 0,
  variationCents: 0,
  presumedCents: 0,
});

function addTo(sums: AdjustmentSums, adjustment: Adjustment) {
  sums.count += 1;
  sums.actualCents += eurosToCents(adjustment.actualValue);
  sums.newCents += eurosToCents(adjustment.newValue);
  sums.variationCents += eurosToCents(adjustment.variation);
  sums.presumedCents += adjustment.presumedValue === null ? 0 : eurosToCents(adjustment.presumedValue);
}

/**
 * The totals of each kind that has adjustments, in the order of the kinds, and of them all; summed in
 * cents, so that many amounts add up to the cent.
 */
export function adjustmentTotals(adjustments: readonly Adjustment[]): {
  byKind: KindTotals[];
  all: AdjustmentSums;
} {
  const byKind = new Map<AdjustmentKind, AdjustmentSums>();
  const all = noSums();
  for (const adjustment of adjustments) {
    const sums = byKind.get(adjustment.kind) ?? noSums();
    byKind.set(adjustment.kind, sums);
    addTo(sums, adjustment);
    addTo(all, adjustment);
  }
  return {
    byKind: ADJUSTMENT_KINDS.flatMap((kind) => {
      const sums = byKind.get(kind);
      return sums ? [{ kind, ...sums }] : [];
    }),
    all,
  };
}

/** The goods that have an adjustment already: the server refuses a second one (`renewalAdjustmentExists`). */
export function adjustedAssetIds(adjustments: readonly Adjustment[]): ReadonlySet<number> {
  return new Set(adjustments.map((adjustment) => adjustment.asset.id));
}
