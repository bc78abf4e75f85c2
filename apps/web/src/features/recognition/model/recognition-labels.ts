import type { RegisterKind } from '@inventario/shared/contracts/catalogue';
import type { RecognitionStatus } from '@inventario/shared/contracts/recognition';
import { registerNumberText } from '@inventario/shared/domain/catalogue/register-acronym';
import type { DetectionStatus, LocationStatus } from '@inventario/shared/domain/recognition/detection';

export type ChipColor = 'default' | 'info' | 'success' | 'warning' | 'error';

/** A recognition's status chip: in progress, or concluded. */
export function recognitionStatusKey(status: RecognitionStatus) {
  return `recognition.status.${status}` as const;
}

export function recognitionStatusColor(status: RecognitionStatus): ChipColor {
  return status === 'ongoing' ? 'info' : 'success';
}

/** A counted good's detection status chip. */
export function detectionKey(detection: DetectionStatus) {
  return `recognition.detection.${detection}` as const;
}

const DETECTION_COLORS: Record<DetectionStatus, ChipColor> = {
  undetected: 'default',
  detected: 'success',
  correct: 'success',
  foundElsewhere: 'warning',
  missing: 'error',
};

export function detectionColor(detection: DetectionStatus): ChipColor {
  return DETECTION_COLORS[detection];
}

/** A location's count: not started, started, completed. */
export function locationStatusKey(status: LocationStatus) {
  return `recognition.locationStatus.${status}` as const;
}

const LOCATION_COLORS: Record<LocationStatus, ChipColor> = {
  notStarted: 'default',
  started: 'info',
  completed: 'success',
};

export function locationStatusColor(status: LocationStatus): ChipColor {
  return LOCATION_COLORS[status];
}

/** "BM 12": the good's register acronym and its number (inventory, or durable for a durable good). */
export function assetNumberText(asset: {
  registerKind: RegisterKind;
  inventoryNumber: number | null;
  durableNumber: number | null;
}): string {
  return registerNumberText(asset.registerKind, asset.inventoryNumber ?? asset.durableNumber);
}

/** "BM 12 – Notebook": how a read names a good. */
export function goodText(asset: Parameters<typeof assetNumberText>[0] & { description: string }): string {
  const number = assetNumberText(asset);
  return number ? `${number} – ${asset.description}` : asset.description;
}

/** "PLESSO1 · LAB1 Laboratorio": a location with its site's code, as the tables show it. */
export function placeText(place: { code: string; description: string; siteCode: string } | null): string {
  if (!place) return '';
  return `${place.siteCode} · ${place.code} ${place.description}`;
}

/** The route of a discharge proposal's detail. */
export function proposalRoute(id: number): string {
  return `/outdated/detail/${id}`;
}

/** The route of a recognition's detail. */
export function recognitionRoute(id: number): string {
  return `/recognition/detail/${id}`;
}
