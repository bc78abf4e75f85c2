/**
 * The accounting adjustments of a renewal (rettifiche contabili, DOMAIN §8): what the recognition found
 * different from the registers, put right before the revaluation. A good found that the registers do
 * not hold (rinvenuto), one missing (mancante), one no longer usable (fuori uso), a prudential estimate
 * of its value up or down (stima prudenziale), or an entry made by mistake (errata inventariazione).
 * Each gives the good's new actual value; amounts are integer cents.
 */
export const ADJUSTMENT_KINDS = [
  'found',
  'missing',
  'unusable',
  'estimateUp',
  'estimateDown',
  'erroneous',
] as const;
export type AdjustmentKind = (typeof ADJUSTMENT_KINDS)[number];

export type AdjustmentMovement = 'charge' | 'discharge' | 'increase' | 'decrease' | 'correction';

/**
 * The movement each makes through the ledger: found → a charge; missing, unusable → a discharge;
 * estimateUp → an increase value voucher; estimateDown → a decrease one; erroneous → the wrong entry
 * discharged (and, when the user gives its right data, charged again).
 */
export function adjustmentMovement(kind: AdjustmentKind): AdjustmentMovement {
  switch (kind) {
    case 'found':
      return 'charge';
    case 'missing':
    case 'unusable':
      return 'discharge';
    case 'estimateUp':
      return 'increase';
    case 'estimateDown':
      return 'decrease';
    case 'erroneous':
      return 'correction';
  }
}

export interface AdjustmentValues {
  /** The good's actual value now (0 for a good found, which no register holds). */
  actualCents: number;
  /** Its actual value after the adjustment. */
  newActualCents: number;
  /** The presumed realisation value (valore di presumibile realizzo), when the commission gives one. */
  presumedCents: number | null;
}

export const ADJUSTMENT_PROBLEMS = [
  'adjustmentValueNotRaised',
  'adjustmentValueNotLowered',
  'adjustmentValueNotZero',
  'adjustmentValueMissing',
  'adjustmentValueNegative',
] as const;
export type AdjustmentProblem = (typeof ADJUSTMENT_PROBLEMS)[number];

/**
 * Why the values do not fit the kind, or null: no value below 0 (presumedCents included, when given);
 * found needs a new value > 0 and no actual (a value that must be zero and is not: NotZero); missing
 * and unusable end at 0; estimateUp raises (new > actual), estimateDown lowers (0 <= new < actual);
 * erroneous any new >= 0 (0 when the wrong entry is only discharged).
 */
export function adjustmentProblem(kind: AdjustmentKind, values: AdjustmentValues): AdjustmentProblem | null {
  const { actualCents, newActualCents, presumedCents } = values;
  if (actualCents < 0 || newActualCents < 0 || (presumedCents !== null && presumedCents < 0)) {
    return 'adjustmentValueNegative';
  }
  switch (kind) {
    case 'found':
      if (actualCents !== 0) return 'adjustmentValueNotZero';
      return newActualCents > 0 ? null : 'adjustmentValueMissing';
    case 'missing':
    case 'unusable':
      return newActualCents === 0 ? null : 'adjustmentValueNotZero';
    case 'estimateUp':
      return newActualCents > actualCents ? null : 'adjustmentValueNotRaised';
    case 'estimateDown':
      return newActualCents < actualCents ? null : 'adjustmentValueNotLowered';
    case 'erroneous':
      return null;
  }
}

/** The change the adjustment makes to the good's value: new − actual (negative when it lowers it). */
export function variationCents(values: AdjustmentValues): number {
  return values.newActualCents - values.actualCents;
}
