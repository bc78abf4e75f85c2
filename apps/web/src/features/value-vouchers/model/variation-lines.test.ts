import type { AssetSummary } from '@inventario/shared/contracts/assets';
import type { MovementAsset } from '@inventario/shared/contracts/movements';
import { describe, expect, it } from 'vitest';
import {
  addChargedLines,
  amountText,
  assetsStepProblem,
  crossingLines,
  lineFromChargedAsset,
  lineFromVoucherAsset,
  lineOutcome,
  MAX_VOUCHER_LINES,
  savedVoucherTotals,
  type VariationLine,
  voucherLineView,
  voucherTotals,
} from './variation-lines.ts';

const DECREASE = 5;
const INCREASE = 6;

function line(baseCents: number, variationText: string, assetId = 1): VariationLine {
  return {
    key: `asset-${assetId}`,
    assetId,
    description: `Bene ${assetId}`,
    inventoryNumber: assetId,
    subcategory: '03.01 Personal computer',
    registerKind: 'movable',
    register: 'Beni mobili',
    location: null,
    baseCents,
    variationText,
  };
}

const summary: AssetSummary = {
  id: 7,
  description: 'Notebook',
  assetClass: 'inventory',
  status: 2,
  register: { id: 1, description: 'Beni mobili', kind: 'movable' as const },
  proposalStatus: null,
  subcategory: { id: 3, code: '03.01', description: 'Personal computer' },
  inventoryNumber: 12,
  durableNumber: null,
  originalInventoryNumber: null,
  historicalPrice: 800,
  actualPrice: 650.5,
  chargeDate: '2026-01-10',
  location: { id: 2, code: 'L02', description: 'Laboratorio', siteCode: 'RM01' },
  serialNumber: null,
  brand: null,
  universalityId: null,
};

describe('lines from assets', () => {
  it('starts a charged asset from its actual value, with no variation yet', () => {
    expect(lineFromChargedAsset(summary)).toEqual({
      key: 'asset-7',
      assetId: 7,
      description: 'Notebook',
      inventoryNumber: 12,
      subcategory: '03.01 Personal computer',
      registerKind: 'movable',
      register: 'Beni mobili',
      location: 'RM01 · L02 Laboratorio',
      baseCents: 65_050,
      variationText: '',
    });
  });

  it("starts a saved voucher's line from the value before the voucher", () => {
    const asset = {
      ...summary,
      value: 770.5,
      actualPrice: 770.5,
      location: null,
      variation: 120,
    } as unknown as MovementAsset;
    expect(lineFromVoucherAsset(INCREASE, asset)).toMatchObject({
      baseCents: 65_050,
      variationText: '120,00',
    });
    expect(lineFromVoucherAsset(DECREASE, { ...asset, actualPrice: 530.5 })).toMatchObject({
      baseCents: 65_050,
      variationText: '120,00',
    });
  });

  it('adds only the assets not yet among the lines', () => {
    const first = addChargedLines([], [summary]);
    expect(first.added).toBe(1);
    const again = addChargedLines(first.lines, [summary, { ...summary, id: 8 }]);
    expect(again.added).toBe(1);
    expect(again.lines.map((l) => l.assetId)).toEqual([7, 8]);
  });

  it('writes an amount as the field shows it', () => {
    expect(amountText(123_450)).toBe('1.234,50');
    expect(amountText(6_000)).toBe('60,00');
  });
});

describe('lineOutcome', () => {
  it('calls an empty or zero variation missing, an unreadable or negative one not valid', () => {
    expect(lineOutcome(INCREASE, line(30_000, '')).problem).toBe('errors.variationMissing');
    expect(lineOutcome(INCREASE, line(30_000, '  ')).problem).toBe('errors.variationMissing');
    expect(lineOutcome(INCREASE, line(30_000, '0,00')).problem).toBe('errors.variationMissing');
    expect(lineOutcome(INCREASE, line(30_000, 'abc')).problem).toBe('rules.notValid');
    expect(lineOutcome(INCREASE, line(30_000, '1,2a')).problem).toBe('rules.notValid');
    expect(lineOutcome(INCREASE, line(30_000, '-5')).problem).toBe('rules.notValid');
  });

  it('gives the new value: up for an increase, down for a decrease', () => {
    expect(lineOutcome(INCREASE, line(30_000, '120'))).toEqual({
      variationCents: 12_000,
      problem: undefined,
      afterCents: 42_000,
      crossing: undefined,
    });
    expect(lineOutcome(DECREASE, line(30_000, '1.000,50'))).toMatchObject({
      variationCents: 100_050,
      problem: 'errors.variationBelowZero',
    });
    expect(lineOutcome(DECREASE, line(30_000, '45,5'))).toMatchObject({
      afterCents: 25_450,
      problem: undefined,
    });
  });

  it('lets a decrease take the whole value, not more', () => {
    expect(lineOutcome(DECREASE, line(30_000, '300')).problem).toBeUndefined();
    expect(lineOutcome(DECREASE, line(30_000, '300,01')).problem).toBe('errors.variationBelowZero');
  });

  it('tells a new value on the other side of 200 euro', () => {
    expect(lineOutcome(DECREASE, line(25_000, '50,01')).crossing).toBe('toDurable');
    expect(lineOutcome(DECREASE, line(25_000, '50')).crossing).toBeUndefined();
    expect(lineOutcome(INCREASE, line(15_000, '50')).crossing).toBe('toInventory');
    expect(lineOutcome(INCREASE, line(15_000, '49,99')).crossing).toBeUndefined();
  });
});

describe('assetsStepProblem', () => {
  it('blocks with no assets and with more than a voucher holds', () => {
    expect(assetsStepProblem(INCREASE, [])).toBe('errors.noAssets');
    const many = Array.from({ length: MAX_VOUCHER_LINES + 1 }, (_, i) => line(30_000, '1', i + 1));
    expect(assetsStepProblem(INCREASE, many)).toBe('valueVouchers.assets.tooMany');
  });

  it('blocks while a line lacks its variation, before any other problem', () => {
    expect(assetsStepProblem(DECREASE, [line(30_000, '999', 1), line(30_000, '', 2)])).toBe(
      'errors.variationMissing',
    );
    expect(assetsStepProblem(DECREASE, [line(30_000, 'x', 1), line(30_000, '999', 2)])).toBe(
      'rules.notValid',
    );
    expect(assetsStepProblem(DECREASE, [line(30_000, '999', 1)])).toBe('errors.variationBelowZero');
  });

  it('lets the user go on when every line has a valid variation, crossings included', () => {
    expect(assetsStepProblem(DECREASE, [line(30_000, '150', 1), line(30_000, '10', 2)])).toBeUndefined();
  });
});

describe('voucherTotals and crossingLines', () => {
  it('sums variations and values before and after; a line without variation stays as it is', () => {
    const lines = [line(30_000, '150', 1), line(50_000, '', 2), line(10_000, '20,50', 3)];
    expect(voucherTotals(DECREASE, lines)).toEqual({
      count: 3,
      variationCents: 17_050,
      beforeCents: 90_000,
      afterCents: 72_950,
    });
    expect(voucherTotals(INCREASE, lines)).toMatchObject({ afterCents: 107_050 });
    expect(voucherTotals(INCREASE, [])).toEqual({
      count: 0,
      variationCents: 0,
      beforeCents: 0,
      afterCents: 0,
    });
  });

  it('lists the lines that cross the threshold and how', () => {
    const lines = [line(30_000, '150', 1), line(25_000, '10', 2), line(20_000, '', 3)];
    expect(crossingLines(DECREASE, lines).map(({ line, crossing }) => [line.assetId, crossing])).toEqual([
      [1, 'toDurable'],
    ]);
    expect(crossingLines(INCREASE, [line(19_999, '0,01', 4)])[0]?.crossing).toBe('toInventory');
  });
});

describe('saved voucher lines', () => {
  const asset = {
    ...summary,
    value: 530.5,
    actualPrice: 500,
    variation: 120,
  } as unknown as MovementAsset;

  it('shows the value before, the signed variation, the value after and today', () => {
    expect(voucherLineView(DECREASE, asset)).toEqual({
      id: 7,
      inventoryNumber: 12,
      registerKind: 'movable',
      description: 'Notebook',
      subcategory: '03.01 Personal computer',
      location: 'RM01 · L02 Laboratorio',
      beforeCents: 65_050,
      signedVariationCents: -12_000,
      afterCents: 53_050,
      currentCents: 50_000,
    });
    expect(voucherLineView(INCREASE, asset)).toMatchObject({
      beforeCents: 41_050,
      signedVariationCents: 12_000,
    });
  });

  it('sums the lines of a saved voucher', () => {
    const lines = [
      voucherLineView(DECREASE, asset),
      voucherLineView(DECREASE, { ...asset, id: 8, variation: 30.5 }),
    ];
    expect(savedVoucherTotals(lines)).toEqual({
      count: 2,
      variationCents: 15_050,
      beforeCents: 65_050 + 56_100,
      afterCents: 106_100,
    });
    expect(savedVoucherTotals([])).toEqual({ count: 0, variationCents: 0, beforeCents: 0, afterCents: 0 });
  });
});
