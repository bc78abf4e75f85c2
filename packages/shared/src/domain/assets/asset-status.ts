import { ASSET_STATUS } from '../../contracts/assets.ts';
import { PROPOSAL_STATUS } from '../../contracts/out.ts';

/** The status names of spec 02 §3, as keys of `assets.status.*`. */
export type AssetStatusName = 'waiting' | 'charged' | 'inProposal' | 'discharged';

const STATUS_NAMES: Readonly<Record<number, AssetStatusName>> = {
  [ASSET_STATUS.waiting]: 'waiting',
  [ASSET_STATUS.charged]: 'charged',
  [ASSET_STATUS.inProposal]: 'inProposal',
  [ASSET_STATUS.discharged]: 'discharged',
};

export function statusName(status: number): AssetStatusName | undefined {
  return STATUS_NAMES[status];
}

/** What a status chip says: an asset in a proposal tells whether the proposal is confirmed (spec 02 §3). */
export type StatusLabel = AssetStatusName | 'inProposalToConfirm' | 'inProposalConfirmed';

export function statusLabel(status: number, proposalStatus: number | null = null): StatusLabel | undefined {
  const name = statusName(status);
  if (name !== 'inProposal') return name;
  if (proposalStatus === PROPOSAL_STATUS.toBeConfirmed) return 'inProposalToConfirm';
  if (proposalStatus === PROPOSAL_STATUS.confirmed) return 'inProposalConfirmed';
  return name;
}
