import type { RecognitionStatus } from '@inventario/shared/contracts/recognition';
import {
  canMarkCorrect,
  canMoveLocation,
  canRestore,
  type DetectionStatus,
  type LocationStatus,
} from '@inventario/shared/domain/recognition/detection';

/** The row actions of a counted good: none once the recognition is concluded. */
export interface AssetActions {
  correct: boolean;
  restore: boolean;
  move: boolean;
}

export function assetActions(detection: DetectionStatus, recognition: RecognitionStatus): AssetActions {
  const ongoing = recognition === 'ongoing';
  return {
    correct: ongoing && canMarkCorrect(detection),
    restore: ongoing && canRestore(detection),
    move: ongoing && canMoveLocation(detection),
  };
}

/** Only undetected goods can go into a proposal for missing goods; at least one must be chosen. */
export function canProposeMissing(goods: readonly { detection: DetectionStatus }[]): boolean {
  return goods.length > 0 && goods.every((good) => good.detection === 'undetected');
}

/** A location not started (or completed) may start; a started one may be completed. */
export function locationActions(
  status: LocationStatus,
  recognition: RecognitionStatus,
): { start: boolean; complete: boolean } {
  const ongoing = recognition === 'ongoing';
  return { start: ongoing && status !== 'started', complete: ongoing && status === 'started' };
}

/**
 * The location the "Rileva" form reads in: the one the user chose, while the recognition still has
 * it (a completed one too: the server then says to start it again); else the first started one;
 * else the first not completed.
 */
export function currentLocationOf(
  locations: readonly { idLocation: number; status: LocationStatus }[],
  chosen: number | null,
): number | null {
  const open = locations.filter((location) => location.status !== 'completed');
  if (chosen !== null && locations.some((location) => location.idLocation === chosen)) return chosen;
  return (open.find((location) => location.status === 'started') ?? open[0])?.idLocation ?? null;
}
