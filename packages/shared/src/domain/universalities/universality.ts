import { INVENTORY_THRESHOLD_CENTS } from '../assets/threshold.ts';

/**
 * A universality groups durable items that together reach the threshold (art. 31 c.5, DOMAIN §3).
 * Status codes of spec 02 §3: 0 (or null) incomplete, 1 complete, 2 imported.
 */
export const UNIVERSALITY_STATUS = { incomplete: 0, complete: 1, imported: 2 } as const;
export type UniversalityStatus = (typeof UNIVERSALITY_STATUS)[keyof typeof UNIVERSALITY_STATUS];

export function universalityStatus(componentCents: readonly number[], imported = false): UniversalityStatus {
  if (imported) return UNIVERSALITY_STATUS.imported;
  const total = componentCents.reduce((sum, cents) => sum + cents, 0);
  return total >= INVENTORY_THRESHOLD_CENTS ? UNIVERSALITY_STATUS.complete : UNIVERSALITY_STATUS.incomplete;
}

/** No component may reach the threshold alone: it would be an inventory asset of its own. */
export function checkComponent(
  historicalPriceCents: number,
): { ok: true } | { ok: false; code: 'componentReachesThreshold' } {
  return historicalPriceCents >= INVENTORY_THRESHOLD_CENTS
    ? { ok: false, code: 'componentReachesThreshold' }
    : { ok: true };
}
