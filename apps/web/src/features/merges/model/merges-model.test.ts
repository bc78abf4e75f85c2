import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error.ts';
import { chargeConflictOf } from './charge-conflict.ts';
import { otherSchool, shownMerge, sideOfRoute } from './merge-side.ts';
import { filterOverview, mergeAssetNumber, siteName, sitePlace } from './merge-texts.ts';
import { aMerge, anOverviewRow, aPackage, aReceiver, aSeller, aSite } from './merges.fixtures.ts';
import { chargeDateReason, receiverStartStep, receiverStepOpen } from './receiver-steps.ts';
import {
  BLOCKER_ROUTES,
  chosenSites,
  pendingBlockers,
  sellerStartStep,
  sellerStepOpen,
  sellerStepRefusal,
  sitesTotals,
  siteTaken,
  toggleSite,
} from './seller-steps.ts';

describe('the side of a merge', () => {
  it('is the receiver on #/merger and the seller on #/merged', () => {
    expect(sideOfRoute('merger')).toBe('merger');
    expect(sideOfRoute('merged')).toBe('merged');
    expect(sideOfRoute(undefined)).toBe('merged');
  });

  it('names the other school: the receiver to the seller, the seller to the receiver', () => {
    expect(otherSchool(aMerge(), 'merged')).toEqual({ code: 'RMIC02000B', name: 'IC Manzoni' });
    expect(otherSchool(aMerge(), 'merger')).toEqual({ code: 'RMPS01000A', name: 'Liceo Galilei' });
  });

  it('shows the merge chosen while the school has it, else the first', () => {
    const merges = [aMerge(), aMerge({ id: 8, receiverName: 'IC Verdi' })];
    expect(shownMerge(merges, 8)?.id).toBe(8);
    expect(shownMerge(merges, undefined)?.id).toBe(7);
    expect(shownMerge(merges, 99)?.id).toBe(7);
    expect(shownMerge([], undefined)).toBeUndefined();
  });
});

describe("the seller's steps", () => {
  it('open on the checks, or on the handover once the package went', () => {
    expect(sellerStartStep(aSeller())).toBe('checks');
    expect(sellerStartStep(aSeller({ package: aPackage() }))).toBe('handover');
    expect(sellerStepOpen('sites', aSeller())).toBe(true);
    expect(sellerStepOpen('handover', aSeller())).toBe(false);
    expect(sellerStepOpen('sites', aSeller({ package: aPackage() }))).toBe(false);
  });

  it('hold at the checks while a blocker counts goods, each cleared where it links to', () => {
    const blockers = [
      { code: 'mergeWaitingAssets' as const, count: 3 },
      { code: 'mergeAssetsInProposals' as const, count: 0 },
    ];
    expect(pendingBlockers(blockers)).toEqual([{ code: 'mergeWaitingAssets', count: 3 }]);
    expect(sellerStepRefusal('checks', { blockers, chosen: [] })).toBe('blocked');
    expect(sellerStepRefusal('checks', { blockers: [blockers[1]!], chosen: [] })).toBeUndefined();
    expect(BLOCKER_ROUTES).toEqual({
      mergeWaitingAssets: '/assets?view=waiting',
      mergeWarehouseMovements: '/external-movements',
      mergeAssetsInProposals: '/outdated',
    });
  });

  it('need at least one site to go on from the sites', () => {
    expect(sellerStepRefusal('sites', { blockers: [], chosen: [] })).toBe('noSites');
    expect(sellerStepRefusal('sites', { blockers: [], chosen: [11] })).toBeUndefined();
    expect(sellerStepRefusal('assets', { blockers: [], chosen: [] })).toBeUndefined();
  });

  it('never choose a site another merge took, and count the goods and value chosen', () => {
    const [free, other, taken] = aSeller().sites;
    expect(siteTaken(taken!, 7)).toBe(true);
    expect(siteTaken(taken!, 8)).toBe(false);
    expect(siteTaken(free!, 7)).toBe(false);
    expect(toggleSite([], free!, 7)).toEqual([11]);
    expect(toggleSite([11], free!, 7)).toEqual([]);
    expect(toggleSite([11], taken!, 7)).toEqual([11]);
    const sites = aSeller().sites;
    expect(chosenSites(sites, [12, 13, 11], 7).map((site) => site.id)).toEqual([11, 12]);
    expect(sitesTotals(chosenSites(sites, [11, 12], 7))).toEqual({ goods: 150, valueCents: 4_650_000 });
    expect(sitesTotals([other!])).toEqual({ goods: 30, valueCents: 150_000 });
  });
});

describe("the receiver's steps", () => {
  it('open on the package until the receipt starts, on the mapping then, on the end once charged', () => {
    expect(receiverStartStep(aReceiver({ package: null }))).toBe('package');
    expect(receiverStartStep(aReceiver())).toBe('package');
    const receipt = { importId: '0190b2a4-0000-7000-8000-000000000001', state: 'ready' };
    expect(receiverStartStep(aReceiver({ receipt }))).toBe('matching');
    const charge = { id: 91, year: 2026, number: 12, date: '2026-09-01' };
    expect(receiverStartStep(aReceiver({ receipt, package: aPackage({ charge }) }))).toBe('done');
  });

  it('keep everything past the package shut until it comes, and the charge until the receipt starts', () => {
    const none = aReceiver({ package: null });
    expect(receiverStepOpen('package', none)).toBe(true);
    expect(receiverStepOpen('matching', none)).toBe(false);
    expect(receiverStepOpen('matching', aReceiver())).toBe(true);
    expect(receiverStepOpen('charge', aReceiver())).toBe(false);
    expect(receiverStepOpen('done', aReceiver())).toBe(false);
    const receipt = { importId: '0190b2a4-0000-7000-8000-000000000001', state: 'ready' };
    expect(receiverStepOpen('charge', aReceiver({ receipt }))).toBe(true);
  });

  it('say why the charge date is later than 1 September', () => {
    expect(chargeDateReason(aReceiver())).toBe('effective');
    expect(chargeDateReason(aReceiver({ chargeDate: '2026-09-15' }))).toBe('lastMovement');
    expect(
      chargeDateReason(aReceiver({ merge: aMerge({ effectiveDate: '2026-09-01T00:00:00.000Z' }) })),
    ).toBe('effective');
  });

  it('find the entry a refused charge names, as an import confirm does', () => {
    const taken = new ApiError('importSiteCodeTaken', 'taken', 409, { kind: 'site', sourceKey: 'RM01' });
    expect(chargeConflictOf(taken)).toEqual({ kind: 'site', sourceKey: 'RM01' });
    const conflict = new ApiError('importMappingConflict', 'conflict', 409, {
      kind: 'subcategory',
      sourceKey: '01.02',
    });
    expect(chargeConflictOf(conflict)).toEqual({ kind: 'subcategory', sourceKey: '01.02' });
    expect(
      chargeConflictOf(new ApiError('importMappingConflict', 'x', 409, { kind: 'nope' })),
    ).toBeUndefined();
    expect(chargeConflictOf(new ApiError('mergePackageNotConfirmed', 'x', 409))).toBeUndefined();
    expect(chargeConflictOf(new Error('boom'))).toBeUndefined();
  });
});

describe("the merges' texts", () => {
  it("write a good's number with its register's acronym", () => {
    const asset = { register: 'movable', inventoryNumber: 12, durableNumber: null };
    expect(mergeAssetNumber(asset)).toBe('BM 12');
    expect(mergeAssetNumber({ register: 'books', inventoryNumber: null, durableNumber: 4 })).toBe('LB 4');
    expect(mergeAssetNumber({ register: 'XX', inventoryNumber: 3, durableNumber: null })).toBe('XX 3');
    expect(mergeAssetNumber({ register: 'movable', inventoryNumber: null, durableNumber: null })).toBe('');
  });

  it('name a site and where it is', () => {
    expect(siteName(aSite())).toBe('RM01 Sede centrale');
    expect(sitePlace(aSite())).toBe('Via Roma 1, Roma');
    expect(sitePlace(aSite({ address: null }))).toBe('Roma');
  });

  it("filter the overview by either school's name or code, every word, any case", () => {
    const rows = [
      anOverviewRow(),
      anOverviewRow({ merge: aMerge({ id: 8, sellerName: 'IC Verdi', sellerCode: 'MIIC0300C' }) }),
    ];
    expect(filterOverview(rows, '')).toHaveLength(2);
    expect(filterOverview(rows, 'manzoni').map((row) => row.merge.id)).toEqual([7, 8]);
    expect(filterOverview(rows, 'verdi manzoni').map((row) => row.merge.id)).toEqual([8]);
    expect(filterOverview(rows, 'rmps01').map((row) => row.merge.id)).toEqual([7]);
    expect(filterOverview(rows, 'Bianchi')).toEqual([]);
  });
});
