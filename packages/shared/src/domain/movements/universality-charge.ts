import { checkComponent, UNIVERSALITY_STATUS, universalityStatus } from '../universalities/universality.ts';

/**
 * Whether a universality can be charged (DOMAIN §3): not imported, not charged yet, complete (its
 * components reach the threshold together), none reaching it alone, all of one register (the
 * universality takes one inventory number of that register).
 */
export interface UniversalityChargeFacts {
  imported: boolean;
  charged: boolean;
  components: readonly { historicalPriceCents: number; registerId: number }[];
}

export type UniversalityChargeRefusal =
  | 'universalityImported'
  | 'universalityCharged'
  | 'universalityIncomplete'
  | 'componentReachesThreshold'
  | 'universalityMixedRegisters';

export function checkUniversalityCharge(
  facts: UniversalityChargeFacts,
): { ok: true; registerId: number } | { ok: false; code: UniversalityChargeRefusal } {
  if (facts.imported) return { ok: false, code: 'universalityImported' };
  if (facts.charged) return { ok: false, code: 'universalityCharged' };
  return checkUniversalityComponents(facts.components);
}

/** The components' part of the rules, also checked when a charged universality's lines are edited. */
export function checkUniversalityComponents(
  components: UniversalityChargeFacts['components'],
): { ok: true; registerId: number } | { ok: false; code: UniversalityChargeRefusal } {
  const cents = components.map((c) => c.historicalPriceCents);
  if (universalityStatus(cents) !== UNIVERSALITY_STATUS.complete) {
    return { ok: false, code: 'universalityIncomplete' };
  }
  const tooDear = cents.map(checkComponent).find((check) => !check.ok);
  if (tooDear) return tooDear;
  const registers = new Set(components.map((c) => c.registerId));
  const [registerId] = registers;
  if (registers.size !== 1 || registerId === undefined)
    return { ok: false, code: 'universalityMixedRegisters' };
  return { ok: true, registerId };
}
