import { assetKeys, universalityKeys } from '@/features/assets';
import { movementKeys } from '@/features/movements';

/**
 * Query keys of the renewal screen: one root, so a start or a step reloads the renewal (the screen's and
 * the drawer's mark), its mapping and the recognitions it may start from at once.
 */
export const RENEWAL_AREA = 'renewal';

export const renewalKeys = {
  all: [RENEWAL_AREA] as const,
  /** The school's ongoing renewal, else its latest: the screen reads it, and the drawer's mark. */
  current: () => [RENEWAL_AREA, 'current'] as const,
  /** The ended recognitions for renewal a renewal may start from. */
  recognitions: () => [RENEWAL_AREA, 'recognitions'] as const,
  /** The recognition a renewal started from, for its summary. */
  recognition: (id: number) => [RENEWAL_AREA, 'recognition', id] as const,
  mapping: (id: number) => [RENEWAL_AREA, 'mapping', id] as const,
  /** The renewal's accounting adjustments. */
  adjustments: (id: number) => [RENEWAL_AREA, 'adjustments', id] as const,
  revaluation: (id: number) => [RENEWAL_AREA, 'revaluation', id] as const,
  renumbering: (id: number) => [RENEWAL_AREA, 'renumbering', id] as const,
};

/**
 * What a revaluation, a renumbering or the end changes beyond the renewal: the goods' values and
 * numbers, and the movements (the value vouchers it writes or deletes).
 */
export function renewalChangedKeys(): readonly (readonly string[])[] {
  return [renewalKeys.all, assetKeys.all, movementKeys.all, universalityKeys.all];
}
