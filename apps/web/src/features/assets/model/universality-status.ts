import type { Universality } from '@inventario/shared/contracts/universalities';
import { INVENTORY_THRESHOLD_CENTS } from '@inventario/shared/domain/assets/threshold';
import { UNIVERSALITY_STATUS } from '@inventario/shared/domain/universalities/universality';
import { eurosToCents } from '@inventario/shared/format/currency';

export type UniversalityStatusName = 'incomplete' | 'complete' | 'imported';

/** Spec 02 §3: 0 (or null) incomplete, 1 complete, 2 imported. */
export function universalityStatusName(status: number | null): UniversalityStatusName {
  if (status === UNIVERSALITY_STATUS.complete) return 'complete';
  if (status === UNIVERSALITY_STATUS.imported) return 'imported';
  return 'incomplete';
}

export const UNIVERSALITY_STATUS_ORDER: readonly UniversalityStatusName[] = [
  'incomplete',
  'complete',
  'imported',
];

export function universalityStatusCode(name: UniversalityStatusName): 0 | 1 | 2 {
  return UNIVERSALITY_STATUS[name];
}

export function universalityStatusColor(status: number | null): 'warning' | 'success' | 'default' {
  switch (universalityStatusName(status)) {
    case 'complete':
      return 'success';
    case 'incomplete':
      return 'warning';
    default:
      return 'default';
  }
}

type State = Pick<Universality, 'status' | 'chargeMovement'>;

export function isCharged(universality: State): boolean {
  return universality.chargeMovement !== null;
}

/** Its components can change while it is neither imported nor charged. */
export function componentsChangeable(universality: State): boolean {
  return universalityStatusName(universality.status) !== 'imported' && !isCharged(universality);
}

/** "Carica" is offered once complete and not yet charged (DOMAIN §3). */
export function canCharge(universality: State): boolean {
  return universalityStatusName(universality.status) === 'complete' && !isCharged(universality);
}

/** Deleting is possible only while not charged; its components go back to the waiting assets. */
export function canDelete(universality: State): boolean {
  return !isCharged(universality);
}

/** How far the total is from the 200-euro threshold: the percentage for a progress bar, and what is missing. */
export function thresholdProgress(totalHistoricalValue: number): { percent: number; missingCents: number } {
  const total = eurosToCents(totalHistoricalValue);
  return {
    percent: Math.min(100, Math.round((total / INVENTORY_THRESHOLD_CENTS) * 100)),
    missingCents: Math.max(0, INVENTORY_THRESHOLD_CENTS - total),
  };
}
