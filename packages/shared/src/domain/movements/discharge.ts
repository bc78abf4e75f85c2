import { ASSET_STATUS } from '../../contracts/assets.ts';
import { PROPOSAL_STATUS } from '../../contracts/out.ts';
import { isOpen, type Refusal, type YearState, yearOf } from '../financial-years/financial-year.ts';

/**
 * Discharges (movement type 2, DOMAIN §4, D.I. 129/2018 art. 33–34): goods leave the inventory by the
 * DS's measure, taken from confirmed proposals (their assets still to discharge come along) or
 * chosen directly among the charged ones. Each asset is discharged (status 4) at its actual value.
 */

/** The asset history actions of discharges: an asset leaves the inventory (→ 4) or comes back. */
export const DISCHARGE_HISTORY_ACTION = { discharge: 'discharge', undischarge: 'undischarge' } as const;

export type Liability = 'nobody' | 'liable';

const ok = { ok: true } as const;

/** Art. 33: the measure states that nobody is liable, or who must make good the loss. */
export function checkLiability(
  liability: Liability,
  liableParty: string | null | undefined,
): Refusal<'liablePartyMissing'> {
  if (liability === 'liable' && !liableParty?.trim()) return { ok: false, code: 'liablePartyMissing' };
  return ok;
}

/** A proposal a discharge takes: confirmed, with assets still to discharge. */
export function checkProposalForDischarge(proposal: {
  status: number;
  remainingAssets: number;
}): Refusal<'proposalNotConfirmed' | 'proposalAlreadyDischarged'> {
  if (proposal.status !== PROPOSAL_STATUS.confirmed) return { ok: false, code: 'proposalNotConfirmed' };
  if (proposal.remainingAssets === 0) return { ok: false, code: 'proposalAlreadyDischarged' };
  return ok;
}

export type DirectAssetRefusal = 'assetNotCharged' | 'assetInProposal' | 'assetDischarged';

/**
 * Assets discharged directly must be charged (status 2): an asset in a proposal goes with its
 * proposal. Answers the first refusal with every asset it concerns.
 */
export function checkDirectAssets(
  assets: readonly { id: number; status: number }[],
): { ok: true } | { ok: false; code: DirectAssetRefusal; assetIds: number[] } {
  const refusalOf = (status: number): DirectAssetRefusal | null => {
    if (status === ASSET_STATUS.charged) return null;
    if (status === ASSET_STATUS.inProposal) return 'assetInProposal';
    if (status === ASSET_STATUS.discharged) return 'assetDischarged';
    return 'assetNotCharged';
  };
  for (const code of ['assetNotCharged', 'assetDischarged', 'assetInProposal'] as const) {
    const assetIds = assets.filter((a) => refusalOf(a.status) === code).map((a) => a.id);
    if (assetIds.length > 0) return { ok: false, code, assetIds };
  }
  return ok;
}

/**
 * A discharge cannot take assets charged in an earlier year that is still open (spec 02 §8): that
 * year's registers must first close with them, so they are discharged in their own year. Assets
 * charged in the discharge's year, or in closed years, are fine; assets without a charge date
 * (imported) are left alone.
 */
export function assetsOfUnclosedYears(
  dischargeDate: string,
  assets: readonly { id: number; chargeDate: string | null }[],
  years: readonly YearState[],
): number[] {
  const year = yearOf(dischargeDate);
  const openBefore = new Set(years.filter((y) => y.year < year && isOpen(y)).map((y) => y.year));
  return assets.filter((a) => a.chargeDate !== null && openBefore.has(yearOf(a.chargeDate))).map((a) => a.id);
}

/**
 * Where an asset goes when its discharge is deleted or lets it go: back into its proposal (3) when
 * it came from one still confirmed, else charged (2).
 */
export function restoredStatus(fromConfirmedProposal: boolean): number {
  return fromConfirmedProposal ? ASSET_STATUS.inProposal : ASSET_STATUS.charged;
}

export interface DischargeState {
  yearOpen: boolean;
  /** It holds the last number of its type in its year. */
  isLatestOfType: boolean;
  /** A movement after it holds one of its assets. */
  hasLaterMovements: boolean;
}

export type DischargeChangeRefusal =
  | 'financialYearClosed'
  | 'movementNotLatest'
  | 'movementHasLaterMovements';

/**
 * What may change of a discharge: its header (date within its neighbours, causal, destination,
 * measure, liability, notes) in an open year; its assets and proposals, and its deletion, only for
 * the latest discharge of its year while no later movement holds its assets.
 */
export function checkDischargeChange(
  state: DischargeState,
  change: 'header' | 'assets' | 'delete',
): Refusal<DischargeChangeRefusal> {
  if (!state.yearOpen) return { ok: false, code: 'financialYearClosed' };
  if (change === 'header') return ok;
  if (!state.isLatestOfType) return { ok: false, code: 'movementNotLatest' };
  if (state.hasLaterMovements) return { ok: false, code: 'movementHasLaterMovements' };
  return ok;
}

/** The detail screen's flags for a discharge. */
export function dischargeEditability(state: DischargeState): {
  content: boolean;
  assets: boolean;
  deletable: boolean;
} {
  const assets = checkDischargeChange(state, 'assets').ok;
  return { content: checkDischargeChange(state, 'header').ok, assets, deletable: assets };
}
