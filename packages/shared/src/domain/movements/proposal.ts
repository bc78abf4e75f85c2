import { ASSET_STATUS } from '../../contracts/assets.ts';
import { PROPOSAL_STATUS } from '../../contracts/out.ts';
import {
  checkMovementYear,
  proposalYear,
  type Refusal,
  type YearState,
  yearOf,
} from '../financial-years/financial-year.ts';

/**
 * Discharge proposals (movement type 3, "out"; DOMAIN §4, spec 02 §4–§5): to be confirmed (1) →
 * confirmed (2) → back to be confirmed while none of its assets is discharged. While it is to be
 * confirmed the whole proposal may change and the latest of its year may be deleted; once confirmed
 * only its notes and the protocol of the DS's measure change, and a discharge can take its assets.
 */

export type ProposalStatus = (typeof PROPOSAL_STATUS)[keyof typeof PROPOSAL_STATUS];

/** Descriptions as the registers print them (`GET /movement/out/statusList`). */
export const PROPOSAL_STATUS_DESCRIPTIONS: Record<ProposalStatus, string> = {
  [PROPOSAL_STATUS.toBeConfirmed]: 'Da confermare',
  [PROPOSAL_STATUS.confirmed]: 'Confermata',
};

/** The asset history actions of proposals: an asset joins a proposal (2 → 3) or leaves it (3 → 2). */
export const PROPOSAL_HISTORY_ACTION = { propose: 'propose', unpropose: 'unpropose' } as const;

const ok = { ok: true } as const;

/**
 * A proposal's date: in an existing open year (`financialYearMissing`, `financialYearClosed`) and,
 * with two open years, in the older one (`proposalOnlyInOlderYear`, DOMAIN §5): the newer year's
 * goods are discharged once the older year is closed.
 */
export function checkProposalYear(
  years: readonly YearState[],
  date: string,
): Refusal<'financialYearMissing' | 'financialYearClosed' | 'proposalOnlyInOlderYear'> {
  const year = checkMovementYear(years, date);
  if (!year.ok) return year;
  if (proposalYear(years) !== yearOf(date)) return { ok: false, code: 'proposalOnlyInOlderYear' };
  return ok;
}

/** The progressive a new proposal of the year is offered: the year's last one + 1. */
export function nextProgressive(lastProgressive: number | null): number {
  return (lastProgressive ?? 0) + 1;
}

/** The progressive must exceed that of the year's last proposal (spec 02 §5 field messages). */
export function checkProgressive(
  progressive: number,
  lastProgressive: number | null,
): Refusal<'progressiveNotAbove'> {
  if (lastProgressive !== null && progressive <= lastProgressive) {
    return { ok: false, code: 'progressiveNotAbove' };
  }
  return ok;
}

/**
 * Changing an existing proposal's progressive: only the year's latest proposal may (the others'
 * progressives would fall out of order), and above every earlier proposal's of the year.
 */
export function checkProgressiveChange(facts: {
  progressive: number;
  /** The highest progressive of the year's other proposals. */
  othersLast: number | null;
  isLatestOfType: boolean;
}): Refusal<'movementNotLatest' | 'progressiveNotAbove'> {
  if (!facts.isLatestOfType) return { ok: false, code: 'movementNotLatest' };
  return checkProgressive(facts.progressive, facts.othersLast);
}

export type ProposalAssetRefusal = 'assetNotCharged' | 'assetInProposal' | 'assetDischarged';

/**
 * Assets a proposal may take: charged ones (status 2) not in another proposal. `own` are the assets
 * the proposal holds already (they are in it, status 3). Answers the first refusal with every asset
 * it concerns.
 */
export function checkProposalAssets(
  assets: readonly { id: number; status: number }[],
  own: ReadonlySet<number> = new Set(),
): { ok: true } | { ok: false; code: ProposalAssetRefusal; assetIds: number[] } {
  const refusalOf = (a: { id: number; status: number }): ProposalAssetRefusal | null => {
    if (own.has(a.id) && a.status === ASSET_STATUS.inProposal) return null;
    if (a.status === ASSET_STATUS.charged) return null;
    if (a.status === ASSET_STATUS.inProposal) return 'assetInProposal';
    if (a.status === ASSET_STATUS.discharged) return 'assetDischarged';
    return 'assetNotCharged';
  };
  for (const code of ['assetNotCharged', 'assetDischarged', 'assetInProposal'] as const) {
    const assetIds = assets.filter((a) => refusalOf(a) === code).map((a) => a.id);
    if (assetIds.length > 0) return { ok: false, code, assetIds };
  }
  return ok;
}

export interface ProposalState {
  status: number;
  /** The proposal's financial year is open. */
  yearOpen: boolean;
  /** It holds the last number of its type in its year. */
  isLatestOfType: boolean;
  /** A movement after it holds one of its assets. */
  hasLaterMovements: boolean;
}

export type ProposalChangeRefusal =
  | 'financialYearClosed'
  | 'proposalConfirmed'
  | 'movementNotLatest'
  | 'movementHasLaterMovements';

/**
 * What may change of a proposal: `notes` (notes and the protocol of the DS's measure) in an open
 * year; `content` (date, progressive, causal, the order of its lines) also only while it is to be
 * confirmed; `assets` (its set of assets) and `delete` also only for the latest proposal of its
 * year (numbers stay gapless) and while no later movement holds its assets (spec 02 §5).
 */
export function checkProposalChange(
  state: ProposalState,
  change: 'notes' | 'content' | 'assets' | 'delete',
): Refusal<ProposalChangeRefusal> {
  if (!state.yearOpen) return { ok: false, code: 'financialYearClosed' };
  if (change === 'notes') return ok;
  if (state.status !== PROPOSAL_STATUS.toBeConfirmed) return { ok: false, code: 'proposalConfirmed' };
  if (change === 'content') return ok;
  if (!state.isLatestOfType) return { ok: false, code: 'movementNotLatest' };
  if (state.hasLaterMovements) return { ok: false, code: 'movementHasLaterMovements' };
  return ok;
}

/** The detail screen's flags for a proposal. */
export function proposalEditability(state: ProposalState): {
  content: boolean;
  assets: boolean;
  deletable: boolean;
} {
  return {
    content: checkProposalChange(state, 'content').ok,
    assets: checkProposalChange(state, 'assets').ok,
    deletable: checkProposalChange(state, 'delete').ok,
  };
}

/** The lines whose asset's actual value is no longer the value the proposal printed. */
export function changedPrices<T extends { valueCents: number; actualCents: number }>(
  lines: readonly T[],
): T[] {
  return lines.filter((l) => l.valueCents !== l.actualCents);
}

export interface ConfirmFacts {
  status: number;
  yearOpen: boolean;
  /** A charge is dated in a year after the proposal's. */
  chargesInLaterYear: boolean;
  /** Assets whose actual value changed since the proposal was printed. */
  changedAssetIds: readonly number[];
  pricesChangedConfirmed: boolean;
}

/**
 * To be confirmed → confirmed. Refused while the proposal's year is open and the next year holds
 * charges (`chargesInNextYear`): a confirmed proposal blocks closing its year until it is
 * discharged, and its assets charged in that year can be discharged only in that year
 * (`dischargeAssetsOfUnclosedYear`), where a discharge can no longer be dated after the next
 * year's charges (`movementDateBeforeLast`); the year could never close. Once the year is closed
 * the discharge goes in a later year and nothing blocks. Changed asset values ask for the user's
 * confirmation (`proposalPricesChanged`: the proposal must be printed again).
 */
export function checkConfirm(
  facts: ConfirmFacts,
):
  | { ok: true }
  | { ok: false; code: 'proposalConfirmed' | 'chargesInNextYear' }
  | { ok: false; code: 'proposalPricesChanged'; assetIds: number[] } {
  if (facts.status !== PROPOSAL_STATUS.toBeConfirmed) return { ok: false, code: 'proposalConfirmed' };
  if (facts.yearOpen && facts.chargesInLaterYear) return { ok: false, code: 'chargesInNextYear' };
  if (facts.changedAssetIds.length > 0 && !facts.pricesChangedConfirmed) {
    return { ok: false, code: 'proposalPricesChanged', assetIds: [...facts.changedAssetIds] };
  }
  return ok;
}

/**
 * Confirmed → to be confirmed: refused once a discharge took any of its assets
 * (`proposalAlreadyDischarged`, spec 02 §8); the discharge must be deleted first.
 */
export function checkRemoveConfirmation(facts: {
  status: number;
  /** Its assets already discharged, or discharges made from it. */
  discharged: number;
}): Refusal<'proposalNotConfirmed' | 'proposalAlreadyDischarged'> {
  if (facts.status !== PROPOSAL_STATUS.confirmed) return { ok: false, code: 'proposalNotConfirmed' };
  if (facts.discharged > 0) return { ok: false, code: 'proposalAlreadyDischarged' };
  return ok;
}
