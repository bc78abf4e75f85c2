/** What other modules ask of the renewal: whether one is ongoing, and how far (their limits, spec 02 §4–§5). */
export { lastRenewalYear, ongoingRenewal, refuseChargeDuringRenewal } from './renewal-limits.ts';
