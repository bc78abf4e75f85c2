import { describe, expect, it } from 'vitest';
import { YEAR_STATUS } from '../financial-years/financial-year.ts';
import { DISCHARGE_CAUSALS, isDischargeCausal, isOutCausal, OUT_CAUSALS } from './discharge-causals.ts';
import {
  changedPrices,
  checkConfirm,
  checkProgressive,
  checkProgressiveChange,
  checkProposalAssets,
  checkProposalChange,
  checkProposalYear,
  checkRemoveConfirmation,
  nextProgressive,
  PROPOSAL_STATUS_DESCRIPTIONS,
  type ProposalState,
  proposalEditability,
} from './proposal.ts';

const open = YEAR_STATUS.open;
const closed = YEAR_STATUS.closed;

describe('discharge causals', () => {
  it('lists the reasons of art. 33–34 in Italian, with unique codes that fit the column', () => {
    const codes = DISCHARGE_CAUSALS.map((c) => c.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.every((c) => c.length <= 20)).toBe(true);
    expect(DISCHARGE_CAUSALS.map((c) => c.description)).toEqual(
      expect.arrayContaining(['Furto', 'Smarrimento', 'Permuta', 'Altro']),
    );
    expect(OUT_CAUSALS).toBe(DISCHARGE_CAUSALS);
  });

  it('asks a police report for a theft and the commission for unusable goods', () => {
    expect(DISCHARGE_CAUSALS.find((c) => c.code === 'FUR')?.requiredDocument).toMatch(/denuncia/);
    expect(DISCHARGE_CAUSALS.find((c) => c.code === 'FUO')?.requiredDocument).toMatch(/commissione/);
    expect(DISCHARGE_CAUSALS.find((c) => c.code === 'VEN')?.description).toMatch(/art\. 34/);
    expect(DISCHARGE_CAUSALS.find((c) => c.code === 'SMA')?.requiredDocument).toBeNull();
  });

  it('knows its codes and nothing else', () => {
    expect(isDischargeCausal('FUO')).toBe(true);
    expect(isOutCausal('ALT')).toBe(true);
    expect(isDischargeCausal('ACQ')).toBe(false);
    expect(isOutCausal('')).toBe(false);
  });
});

describe('checkProposalYear', () => {
  it('needs the year to exist and be open', () => {
    expect(checkProposalYear([], '2026-03-01')).toEqual({ ok: false, code: 'financialYearMissing' });
    expect(checkProposalYear([{ year: 2026, status: closed }], '2026-03-01')).toEqual({
      ok: false,
      code: 'financialYearClosed',
    });
    expect(checkProposalYear([{ year: 2026, status: open }], '2026-03-01')).toEqual({ ok: true });
  });

  it('with two open years, takes only the older', () => {
    const years = [
      { year: 2025, status: open },
      { year: 2026, status: open },
    ];
    expect(checkProposalYear(years, '2025-12-31')).toEqual({ ok: true });
    expect(checkProposalYear(years, '2026-01-01')).toEqual({ ok: false, code: 'proposalOnlyInOlderYear' });
  });

  it('takes the newer year once the older is closed', () => {
    const years = [
      { year: 2025, status: closed },
      { year: 2026, status: open },
    ];
    expect(checkProposalYear(years, '2026-01-01')).toEqual({ ok: true });
    expect(checkProposalYear(years, '2025-06-01')).toEqual({ ok: false, code: 'financialYearClosed' });
  });
});

describe('progressive', () => {
  it('offers the last + 1, or 1 for a year without proposals', () => {
    expect(nextProgressive(null)).toBe(1);
    expect(nextProgressive(41)).toBe(42);
  });

  it('must exceed the last one; gaps are fine', () => {
    expect(checkProgressive(1, null)).toEqual({ ok: true });
    expect(checkProgressive(5, 4)).toEqual({ ok: true });
    expect(checkProgressive(9, 4)).toEqual({ ok: true });
    expect(checkProgressive(4, 4)).toEqual({ ok: false, code: 'progressiveNotAbove' });
    expect(checkProgressive(3, 4)).toEqual({ ok: false, code: 'progressiveNotAbove' });
  });

  it('changes only on the latest proposal of the year, above the earlier ones', () => {
    expect(checkProgressiveChange({ progressive: 9, othersLast: 4, isLatestOfType: false })).toEqual({
      ok: false,
      code: 'movementNotLatest',
    });
    expect(checkProgressiveChange({ progressive: 4, othersLast: 4, isLatestOfType: true })).toEqual({
      ok: false,
      code: 'progressiveNotAbove',
    });
    expect(checkProgressiveChange({ progressive: 2, othersLast: null, isLatestOfType: true })).toEqual({
      ok: true,
    });
  });
});

describe('checkProposalAssets', () => {
  it('takes charged assets', () => {
    expect(
      checkProposalAssets([
        { id: 1, status: 2 },
        { id: 2, status: 2 },
      ]),
    ).toEqual({ ok: true });
  });

  it('refuses waiting, discharged and proposed assets, naming them all', () => {
    expect(
      checkProposalAssets([
        { id: 1, status: 1 },
        { id: 2, status: 3 },
        { id: 3, status: 1 },
      ]),
    ).toEqual({ ok: false, code: 'assetNotCharged', assetIds: [1, 3] });
    expect(checkProposalAssets([{ id: 4, status: 4 }])).toEqual({
      ok: false,
      code: 'assetDischarged',
      assetIds: [4],
    });
    expect(
      checkProposalAssets([
        { id: 5, status: 2 },
        { id: 6, status: 3 },
      ]),
    ).toEqual({ ok: false, code: 'assetInProposal', assetIds: [6] });
  });

  it("lets an edited proposal keep its own assets, not another proposal's", () => {
    const own = new Set([6]);
    expect(
      checkProposalAssets(
        [
          { id: 6, status: 3 },
          { id: 7, status: 2 },
        ],
        own,
      ),
    ).toEqual({ ok: true });
    expect(checkProposalAssets([{ id: 8, status: 3 }], own)).toEqual({
      ok: false,
      code: 'assetInProposal',
      assetIds: [8],
    });
  });
});

const toBeConfirmed: ProposalState = {
  status: 1,
  yearOpen: true,
  isLatestOfType: true,
  hasLaterMovements: false,
};

describe('checkProposalChange', () => {
  it('lets everything change on the latest proposal to be confirmed', () => {
    for (const change of ['notes', 'content', 'assets', 'delete'] as const) {
      expect(checkProposalChange(toBeConfirmed, change)).toEqual({ ok: true });
    }
  });

  it('changes nothing in a closed year', () => {
    for (const change of ['notes', 'content', 'assets', 'delete'] as const) {
      expect(checkProposalChange({ ...toBeConfirmed, yearOpen: false }, change)).toEqual({
        ok: false,
        code: 'financialYearClosed',
      });
    }
  });

  it('keeps a confirmed proposal but for its notes and protocol', () => {
    const confirmed = { ...toBeConfirmed, status: 2 };
    expect(checkProposalChange(confirmed, 'notes')).toEqual({ ok: true });
    for (const change of ['content', 'assets', 'delete'] as const) {
      expect(checkProposalChange(confirmed, change)).toEqual({ ok: false, code: 'proposalConfirmed' });
    }
  });

  it('changes assets and deletes only the latest of the year, no later movement holding its assets', () => {
    const older = { ...toBeConfirmed, isLatestOfType: false };
    expect(checkProposalChange(older, 'content')).toEqual({ ok: true });
    expect(checkProposalChange(older, 'assets')).toEqual({ ok: false, code: 'movementNotLatest' });
    expect(checkProposalChange(older, 'delete')).toEqual({ ok: false, code: 'movementNotLatest' });
    const held = { ...toBeConfirmed, hasLaterMovements: true };
    expect(checkProposalChange(held, 'content')).toEqual({ ok: true });
    expect(checkProposalChange(held, 'assets')).toEqual({ ok: false, code: 'movementHasLaterMovements' });
    expect(checkProposalChange(held, 'delete')).toEqual({ ok: false, code: 'movementHasLaterMovements' });
  });

  it('gives the detail screen matching flags', () => {
    expect(proposalEditability(toBeConfirmed)).toEqual({ content: true, assets: true, deletable: true });
    expect(proposalEditability({ ...toBeConfirmed, isLatestOfType: false })).toEqual({
      content: true,
      assets: false,
      deletable: false,
    });
    expect(proposalEditability({ ...toBeConfirmed, status: 2 })).toEqual({
      content: false,
      assets: false,
      deletable: false,
    });
  });
});

describe('state machine', () => {
  const facts = {
    status: 1,
    yearOpen: true,
    chargesInLaterYear: false,
    changedAssetIds: [] as number[],
    pricesChangedConfirmed: false,
  };

  it('confirms a proposal to be confirmed, not twice', () => {
    expect(checkConfirm(facts)).toEqual({ ok: true });
    expect(checkConfirm({ ...facts, status: 2 })).toEqual({ ok: false, code: 'proposalConfirmed' });
  });

  it('refuses to confirm while the next year holds charges and its year is open', () => {
    expect(checkConfirm({ ...facts, chargesInLaterYear: true })).toEqual({
      ok: false,
      code: 'chargesInNextYear',
    });
    expect(checkConfirm({ ...facts, chargesInLaterYear: true, yearOpen: false })).toEqual({ ok: true });
  });

  it('warns about changed values until the user confirms them', () => {
    expect(checkConfirm({ ...facts, changedAssetIds: [3, 4] })).toEqual({
      ok: false,
      code: 'proposalPricesChanged',
      assetIds: [3, 4],
    });
    expect(checkConfirm({ ...facts, changedAssetIds: [3, 4], pricesChangedConfirmed: true })).toEqual({
      ok: true,
    });
  });

  it('restores a confirmed proposal while nothing of it is discharged', () => {
    expect(checkRemoveConfirmation({ status: 2, discharged: 0 })).toEqual({ ok: true });
    expect(checkRemoveConfirmation({ status: 2, discharged: 1 })).toEqual({
      ok: false,
      code: 'proposalAlreadyDischarged',
    });
    expect(checkRemoveConfirmation({ status: 1, discharged: 0 })).toEqual({
      ok: false,
      code: 'proposalNotConfirmed',
    });
  });

  it('describes both statuses in Italian', () => {
    expect(PROPOSAL_STATUS_DESCRIPTIONS).toEqual({ 1: 'Da confermare', 2: 'Confermata' });
  });
});

describe('changedPrices', () => {
  it('lists the lines whose asset value moved since the proposal, either way', () => {
    const lines = [
      { assetId: 1, valueCents: 10_000, actualCents: 10_000 },
      { assetId: 2, valueCents: 10_000, actualCents: 9_999 },
      { assetId: 3, valueCents: 0, actualCents: 1 },
    ];
    expect(changedPrices(lines).map((l) => l.assetId)).toEqual([2, 3]);
    expect(changedPrices([])).toEqual([]);
  });
});
