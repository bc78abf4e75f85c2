import { ASSET_STATUS } from '@inventario/shared/contracts/assets';
import { type AssetEditScope, editScope } from '@inventario/shared/domain/assets/asset-edit';
import { type AssetStatusName, statusName } from '@inventario/shared/domain/assets/asset-status';

export {
  type AssetStatusName,
  type StatusLabel,
  statusLabel,
  statusName,
} from '@inventario/shared/domain/assets/asset-status';

/** The statuses the filter offers, in the order an asset goes through them. */
export const ASSET_STATUS_ORDER: readonly AssetStatusName[] = [
  'waiting',
  'charged',
  'inProposal',
  'discharged',
];

export function statusCode(name: AssetStatusName): number {
  return ASSET_STATUS[name];
}

export type ChipColor = 'default' | 'warning' | 'success' | 'info' | 'error';

/** Waiting assets catch the eye (they still need a charge); discharged ones fade. */
export function statusColor(status: number): ChipColor {
  switch (statusName(status)) {
    case 'waiting':
      return 'warning';
    case 'charged':
      return 'success';
    case 'inProposal':
      return 'info';
    default:
      return 'default';
  }
}

/** The register labels of spec 02 §3, as keys of `assets.classLabels.*`. */
export type ClassLabel = 'inventoried' | 'inventoriable' | 'registered' | 'registrable' | 'durable';

interface Classified {
  assetClass: 'inventory' | 'durable';
  status: number;
  universalityId: number | null;
}

/**
 * Spec 02 §3: a durable asset outside a universality goes in the durable register, "registered" (or
 * "registrable" while waiting) plus "durable"; any other asset, a universality's components included,
 * is "inventoried" (or "inventoriable" while waiting).
 */
export function classLabels(asset: Classified): ClassLabel[] {
  const waiting = asset.status === ASSET_STATUS.waiting;
  if (asset.assetClass === 'durable' && asset.universalityId === null) {
    return [waiting ? 'registrable' : 'registered', 'durable'];
  }
  return [waiting ? 'inventoriable' : 'inventoried'];
}

export function isWaiting(asset: { status: number }): boolean {
  return asset.status === ASSET_STATUS.waiting;
}

/** A waiting asset of a universality is charged with its universality, not alone. */
export function canChargeAlone(asset: { status: number; universalityId: number | null }): boolean {
  return isWaiting(asset) && asset.universalityId === null;
}

/** What an edit may change (shared rule): every field while waiting, the descriptive ones once charged, none once discharged. */
export function editScopeOf(status: number): AssetEditScope | undefined {
  const scope = editScope(status);
  return scope.ok ? scope.scope : undefined;
}
