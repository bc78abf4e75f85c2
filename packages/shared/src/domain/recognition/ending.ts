/**
 * Ending a recognition is final (spec 02 §4–§5), so it checks everything first: no counted good left
 * undetected; no good waiting, from the warehouse or in a discharge proposal other than this
 * recognition's own for missing goods; for a renewal, no movement dated after the renewal year.
 */
export interface EndState {
  undetected: number;
  waitingAssets: number;
  warehouseMovements: number;
  assetsInOtherProposals: number;
  /** Movements dated after 31/12 of the renewal year; 0 for a recognition not for renewal. */
  movementsAfterRenewalYear: number;
}

export const END_BLOCKERS = [
  'recognitionUndetectedAssets',
  'recognitionPendingAssets',
  'recognitionMovementsAfterRenewal',
] as const;
export type EndBlocker = (typeof END_BLOCKERS)[number];

export function endBlockers(state: EndState): EndBlocker[] {
  const blockers: EndBlocker[] = [];
  if (state.undetected > 0) blockers.push('recognitionUndetectedAssets');
  if (state.waitingAssets + state.warehouseMovements + state.assetsInOtherProposals > 0) {
    blockers.push('recognitionPendingAssets');
  }
  if (state.movementsAfterRenewalYear > 0) blockers.push('recognitionMovementsAfterRenewal');
  return blockers;
}
