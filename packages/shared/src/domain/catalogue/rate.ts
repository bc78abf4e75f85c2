/** Depreciation rates are percentages between 0 and 100 with at most two decimals (spec 02 §5). */
export const RATE_BOUNDS = { min: 0, max: 100 } as const;

export type RateCheck = 'valid' | 'outOfRange' | 'tooManyDecimals' | 'notANumber';

export function checkRate(percent: number): RateCheck {
  if (!Number.isFinite(percent)) return 'notANumber';
  if (percent < RATE_BOUNDS.min || percent > RATE_BOUNDS.max) return 'outOfRange';
  if (Math.round(percent * 100) !== Number((percent * 100).toFixed(6))) return 'tooManyDecimals';
  return 'valid';
}

/** The renewal's state as far as the subcategory table cares. */
export interface RenewalProgress {
  ongoing: boolean;
  revaluationDone: boolean;
}

/**
 * The subcategory table is frozen once a renewal has revalued the assets: creating or deleting a
 * subcategory then would break the mapping the revaluation used (spec 02 §5).
 */
export function canChangeSubcategoryTable(renewal: RenewalProgress | undefined): boolean {
  return !(renewal?.ongoing && renewal.revaluationDone);
}
