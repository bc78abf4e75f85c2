import { ASSET_STATUS } from '@inventario/shared/contracts/assets';
import type { MovementWithAssets } from '@inventario/shared/contracts/movements';
import { PROPOSAL_STATUS } from '@inventario/shared/contracts/out';

/** What the detail screen offers on a proposal. */
export interface ProposalActions {
  /** Notes and the protocol of the measure always change in an open year; the rest per `editable`. */
  edit: boolean;
  confirm: boolean;
  /** Back to be confirmed; the server refuses it once its assets are discharged, and says so. */
  removeConfirmation: boolean;
  delete: boolean;
  /** A discharge can take its assets: confirmed, with assets still in it. */
  discharge: boolean;
}

type ProposalFacts = Pick<MovementWithAssets, 'status' | 'editable' | 'assets'>;

/** Assets of the proposal not yet discharged (still in it, status 3). */
export function assetsToDischarge(movement: Pick<MovementWithAssets, 'assets'>): number {
  return movement.assets.filter((asset) => asset.status === ASSET_STATUS.inProposal).length;
}

/**
 * The actions a proposal's status allows (spec 02 §4, DOMAIN §4): to be confirmed → confirm, edit
 * everything, delete (the latest of its year only: `editable.deletable`); confirmed → back to be
 * confirmed, discharge what is left. Nothing changes in a closed year.
 */
export function proposalActions(movement: ProposalFacts, yearOpen: boolean): ProposalActions {
  const toBeConfirmed = movement.status === PROPOSAL_STATUS.toBeConfirmed;
  const confirmed = movement.status === PROPOSAL_STATUS.confirmed;
  return {
    edit: yearOpen,
    confirm: toBeConfirmed,
    removeConfirmation: confirmed,
    delete: toBeConfirmed && movement.editable.deletable,
    discharge: confirmed && assetsToDischarge(movement) > 0,
  };
}

export type ProposalStatusTone = 'warning' | 'success' | 'default';

/** The status chip's colour: to be confirmed asks for action, confirmed is done. */
export function proposalStatusTone(status: number | null): ProposalStatusTone {
  if (status === PROPOSAL_STATUS.toBeConfirmed) return 'warning';
  if (status === PROPOSAL_STATUS.confirmed) return 'success';
  return 'default';
}
