import type { ProposalSummary } from '@inventario/shared/contracts/out';
import { describe, expect, it } from 'vitest';
import {
  assetsStepProblem,
  orderedProposalIds,
  startFromProposal,
  typeStepProblem,
} from './discharge-origin.ts';

function proposal(id: number, number: number): ProposalSummary {
  return {
    id,
    year: 2026,
    number,
    progressive: number,
    date: '2026-03-01',
    causal: 'FUO',
    protocolDate: null,
    protocolNumber: null,
    totalValue: 300,
    assetCount: 2,
  };
}

const confirmed = [proposal(11, 1), proposal(12, 2), proposal(13, 3)];

describe('the discharge origin', () => {
  it('needs a proposal chosen to discharge from proposals, nothing to discharge directly', () => {
    expect(typeStepProblem('proposals', [])).toBe('discharges.type.chooseProposal');
    expect(typeStepProblem('proposals', [11])).toBeUndefined();
    expect(typeStepProblem('direct', [])).toBeUndefined();
  });

  it('needs from 1 to 600 assets', () => {
    expect(assetsStepProblem(0)).toBe('errors.noAssets');
    expect(assetsStepProblem(1)).toBeUndefined();
    expect(assetsStepProblem(600)).toBeUndefined();
    expect(assetsStepProblem(601)).toBe('errors.tooManyAssets');
  });

  it('starts from a proposal still to discharge, or says why it cannot', () => {
    expect(startFromProposal(12, confirmed)).toEqual({
      ok: true,
      start: { origin: 'proposals', proposalIds: [12] },
      proposal: confirmed[1],
    });
    expect(startFromProposal(99, confirmed)).toEqual({
      ok: false,
      problem: 'discharges.new.proposalNotDischargeable',
    });
    expect(startFromProposal(11, [])).toMatchObject({ ok: false });
  });

  it('keeps the proposals chosen in the order of the list', () => {
    expect(orderedProposalIds(new Set([13, 11, 99]), confirmed)).toEqual([11, 13]);
  });
});
