/**
 * Site and location codes are compared without case and surrounding spaces, so "A1 " and "a1" are
 * the same code (spec 02 §5: "a site with the same code already exists").
 */
export function normalizeCode(code: string): string {
  return code.trim().toUpperCase();
}

export function sameCode(a: string, b: string): boolean {
  return normalizeCode(a) === normalizeCode(b);
}

/** What a location holds, as far as deactivating it is concerned. */
export interface LocationHoldings {
  waitingAssets: number;
  undischargedAssets: number;
}

/**
 * A location that holds waiting or undischarged assets cannot be deactivated: the assets would be in
 * a place nobody can choose any more (spec 02 §5).
 */
export function canDeactivateLocation(holdings: LocationHoldings): boolean {
  return holdings.waitingAssets === 0 && holdings.undischargedAssets === 0;
}
