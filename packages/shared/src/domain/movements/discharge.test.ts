import { describe, expect, it } from 'vitest';
import { YEAR_STATUS } from '../financial-years/financial-year.ts';
import {
  assetsOfUnclosedYears,
  checkDirectAssets,
  checkDischargeChange,
  checkLiability,
  checkProposalForDischarge,
  type DischargeState,
  dischargeEditability,
  restoredStatus,
} from './discharge.ts';

describe('checkLiability', () => {
  it('needs who must make good the loss when someone is liable', () => {
    expect(checkLiability('nobody', null)).toEqual({ ok: true });
    expect(checkLiability('nobody', 'ignored')).toEqual({ ok: true });
    expect(checkLiability('liable', 'Ditta Pulizie srl')).toEqual({ ok: true });
    expect(checkLiability('liable', null)).toEqual({ ok: false, code: 'liablePartyMissing' });
    expect(checkLiability('liable', undefined)).toEqual({ ok: false, code: 'liablePartyMissing' });
    expect(checkLiability('liable', '   ')).toEqual({ ok: false, code: 'liablePartyMissing' });
  });
});

describe('checkProposalForDischarge', () => {
  it('takes a confirmed proposal with assets still to discharge', () => {
    expect(checkProposalForDischarge({ status: 2, remainingAssets: 3 })).toEqual({ ok: true });
  });
  it('refuses one to be confirmed, or one already discharged', () => {
    expect(checkProposalForDischarge({ status: 1, remainingAssets: 3 })).toEqual({
      ok: false,
      code: 'proposalNotConfirmed',
    });
    expect(checkProposalForDischarge({ status: 2, remainingAssets: 0 })).toEqual({
      ok: false,
      code: 'proposalAlreadyDischarged',
    });
  });
});

describe('checkDirectAssets', () => {
  it('takes charged assets only, naming every refused one', () => {
    expect(checkDirectAssets([{ id: 1, status: 2 }])).toEqual({ ok: true });
    expect(checkDirectAssets([])).toEqual({ ok: true });
    expect(
      checkDirectAssets([
        { id: 1, status: 1 },
        { id: 2, status: 2 },
        { id: 3, status: 1 },
      ]),
    ).toEqual({ ok: false, code: 'assetNotCharged', assetIds: [1, 3] });
    expect(checkDirectAssets([{ id: 4, status: 4 }])).toEqual({
      ok: false,
      code: 'assetDischarged',
      assetIds: [4],
    });
    expect(checkDirectAssets([{ id: 5, status: 3 }])).toEqual({
      ok: false,
      code: 'assetInProposal',
      assetIds: [5],
    });
  });
});

describe('assetsOfUnclosedYears', () => {
  const assets = [
    { id: 1, chargeDate: '2024-05-01' },
    { id: 2, chargeDate: '2025-02-01' },
    { id: 3, chargeDate: '2026-01-10' },
    { id: 4, chargeDate: null },
  ];

  it('finds assets charged in an earlier year still open', () => {
    const years = [
      { year: 2024, status: YEAR_STATUS.closed },
      { year: 2025, status: YEAR_STATUS.open },
      { year: 2026, status: YEAR_STATUS.open },
    ];
    expect(assetsOfUnclosedYears('2026-03-01', assets, years)).toEqual([2]);
  });

  it('lets the older open year discharge its own assets, and everything once closed', () => {
    const twoOpen = [
      { year: 2025, status: YEAR_STATUS.open },
      { year: 2026, status: YEAR_STATUS.open },
    ];
    expect(assetsOfUnclosedYears('2025-12-01', assets.slice(0, 2), twoOpen)).toEqual([]);
    const closed = [
      { year: 2025, status: YEAR_STATUS.closedWithDepreciation },
      { year: 2026, status: YEAR_STATUS.open },
    ];
    expect(assetsOfUnclosedYears('2026-03-01', assets, closed)).toEqual([]);
  });

  it('leaves assets without a charge date alone', () => {
    expect(assetsOfUnclosedYears('2026-03-01', [{ id: 9, chargeDate: null }], [])).toEqual([]);
  });
});

describe('restoredStatus', () => {
  it('puts an asset back in its confirmed proposal, else charged', () => {
    expect(restoredStatus(true)).toBe(3);
    expect(restoredStatus(false)).toBe(2);
  });
});

describe('checkDischargeChange', () => {
  const latest: DischargeState = { yearOpen: true, isLatestOfType: true, hasLaterMovements: false };

  it('changes the header of any discharge in an open year', () => {
    expect(checkDischargeChange({ ...latest, isLatestOfType: false }, 'header')).toEqual({ ok: true });
    expect(checkDischargeChange({ ...latest, yearOpen: false }, 'header')).toEqual({
      ok: false,
      code: 'financialYearClosed',
    });
  });

  it('changes assets and deletes only the latest of the year', () => {
    expect(checkDischargeChange(latest, 'assets')).toEqual({ ok: true });
    expect(checkDischargeChange(latest, 'delete')).toEqual({ ok: true });
    expect(checkDischargeChange({ ...latest, isLatestOfType: false }, 'delete')).toEqual({
      ok: false,
      code: 'movementNotLatest',
    });
    expect(checkDischargeChange({ ...latest, hasLaterMovements: true }, 'assets')).toEqual({
      ok: false,
      code: 'movementHasLaterMovements',
    });
    expect(checkDischargeChange({ ...latest, yearOpen: false }, 'delete')).toEqual({
      ok: false,
      code: 'financialYearClosed',
    });
  });

  it('gives the detail screen matching flags', () => {
    expect(dischargeEditability(latest)).toEqual({ content: true, assets: true, deletable: true });
    expect(dischargeEditability({ ...latest, isLatestOfType: false })).toEqual({
      content: true,
      assets: false,
      deletable: false,
    });
    expect(dischargeEditability({ ...latest, yearOpen: false })).toEqual({
      content: false,
      assets: false,
      deletable: false,
    });
  });
});
