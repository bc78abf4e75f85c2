import type { ProposalSummary } from '@inventario/shared/contracts/out';
import { MAX_ASSETS_PER_CHARGE } from '@inventario/shared/domain/movements/charge-rules';
import { assetCountProblem } from '@/features/movements';

/**
 * Where a new discharge's assets come from (spec 02 §2, DOMAIN §4): confirmed discharge proposals
 * (their assets still to discharge come along), or charged assets chosen directly.
 */
export type DischargeOrigin = 'proposals' | 'direct';

/** Why the type step cannot be left: a discharge from proposals needs at least one chosen. */
export function typeStepProblem(origin: DischargeOrigin, proposalIds: readonly number[]): string | undefined {
  return origin === 'proposals' && proposalIds.length === 0 ? 'discharges.type.chooseProposal' : undefined;
}

/** Why the assets step cannot be left: no assets, or more than a voucher holds (600, proposals included). */
export function assetsStepProblem(count: number): string | undefined {
  return assetCountProblem(count, MAX_ASSETS_PER_CHARGE);
}

/** How a discharge begins: its origin, the proposals chosen, and whether the route fixed them. */
export interface DischargeStart {
  origin: DischargeOrigin;
  proposalIds: number[];
}

export const BLANK_START: DischargeStart = { origin: 'proposals', proposalIds: [] };

/**
 * `#/discharge/new/from-out/{idOut}`: the proposal chosen, when it is among the confirmed proposals
 * still to discharge; otherwise why not (not confirmed, already discharged, or not found: the server's
 * list does not tell them apart, so one message says what is needed).
 */
export function startFromProposal(
  proposalId: number,
  confirmed: readonly ProposalSummary[],
): { ok: true; start: DischargeStart; proposal: ProposalSummary } | { ok: false; problem: string } {
  const proposal = confirmed.find((candidate) => candidate.id === proposalId);
  if (!proposal) return { ok: false, problem: 'discharges.new.proposalNotDischargeable' };
  return { ok: true, start: { origin: 'proposals', proposalIds: [proposalId] }, proposal };
}

/** The proposals chosen, in the order of the list (oldest first), whatever order they were ticked in. */
export function orderedProposalIds(
  chosen: ReadonlySet<number>,
  confirmed: readonly ProposalSummary[],
): number[] {
  return confirmed.filter((proposal) => chosen.has(proposal.id)).map((proposal) => proposal.id);
}
