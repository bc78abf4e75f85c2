import { ASSET_STATUS } from '@inventario/shared/contracts/assets';
import { PROPOSAL_STATUS } from '@inventario/shared/contracts/out';
import { type AssetEditScope, editScope } from '@inventario/shared/domain/assets/asset-edit';

/** The status names of spec 02 §3, as keys of `assets.status.*`. */
export type AssetStatusName = 'waiting' | 'charged' | 'inProposal' | 'discharged';

const STATUS_NAMES: Readonly<Record<number, AssetStatusName>> = {
  [ASSET_STATUS.waiting]: 'waiting',
  [ASSET_STATUS.charged]: 'charged',
  [ASSET_STATUS.inProposal]: 'inProposal',
  [ASSET_STATUS.discharged]: 'discharged',
};

/** The statuses the filter offers, in the order an asset goes through them. */
export const ASSET_STATUS_ORDER: readonly AssetStatusName[] = [
  'waiting',
  'charged',
  'inProposal',
  'discharged',
];

export function statusName(status: number): AssetStatusName | undefined {
  return STATUS_NAMES[status];
}

/** What a status chip says: an asset in a proposal tells whether the proposal is confirmed (spec 02 §3). */
export type StatusLabel =
  | Exclude<AssetStatusName, 'inProposal'>
  | 'inProposal'
  | 'inProposalToConfirm'
  | 'inProposalConfirmed';

export function statusLabel(status: number, proposalStatus: number | null = null): StatusLabel | undefined {
  const name = statusName(status);
  if (name !== 'inProposal') return name;
  if (proposalStatus === PROPOSAL_STATUS.toBeConfirmed) return 'inProposalToConfirm';
  if (proposalStatus === PROPOSAL_STATUS.confirmed) return 'inProposalConfirmed';
  return name;
}

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
