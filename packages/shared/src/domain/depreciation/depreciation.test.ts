import { describe, expect, it } from 'vitest';
import {
  type DepreciableAsset,
  depreciate,
  depreciationCents,
  rateBasisPoints,
  rateHalves,
  rateQuotaCents,
} from './depreciation.ts';

const asset = (overrides: Partial<DepreciableAsset> = {}): DepreciableAsset => ({
  assetClass: 'inventory',
  registerKind: 'movable',
  historicalCents: 100_000,
  actualCents: 100_000,
  ratePercent: 25,
  chargedInYear: false,
  ...overrides,
});

describe('rateBasisPoints', () => {
  it('reads the catalogue percent, numeric string or number, in hundredths', () => {
    expect(rateBasisPoints('25.00')).toBe(2500);
    expect(rateBasisPoints('12.50')).toBe(1250);
    expect(rateBasisPoints(0.01)).toBe(1);
    expect(rateBasisPoints(100)).toBe(10_000);
  });

  it('makes a missing or broken rate zero', () => {
    expect(rateBasisPoints('')).toBe(0);
    expect(rateBasisPoints('abc')).toBe(0);
    expect(rateBasisPoints(-5)).toBe(0);
  });
});

describe('rateHalves (first-year rule)', () => {
  it('applies the whole rate to assets charged before the year', () => {
    expect(rateHalves('none', false)).toBe(2);
    expect(rateHalves('half', false)).toBe(2);
  });

  it('applies none, half or all of it in the year of the charge', () => {
    expect(rateHalves('none', true)).toBe(0);
    expect(rateHalves('half', true)).toBe(1);
    expect(rateHalves('full', true)).toBe(2);
  });
});

describe('depreciationCents', () => {
  it('is historical value × rate, straight line', () => {
    expect(depreciationCents(asset(), 'none')).toBe(25_000);
    // The quota is on the historical value, not the actual one.
    expect(depreciationCents(asset({ actualCents: 60_000 }), 'none')).toBe(25_000);
  });

  it('never goes below a residual of zero', () => {
    expect(depreciationCents(asset({ actualCents: 10_000 }), 'none')).toBe(10_000);
    expect(depreciationCents(asset({ actualCents: 0 }), 'none')).toBe(0);
  });

  it('follows the first-year rule for assets charged in the year', () => {
    const fresh = asset({ chargedInYear: true });
    expect(depreciationCents(fresh, 'none')).toBe(0);
    expect(depreciationCents(fresh, 'half')).toBe(12_500);
    expect(depreciationCents(fresh, 'full')).toBe(25_000);
  });

  it('leaves durable assets and the historic-artistic register alone', () => {
    expect(depreciationCents(asset({ assetClass: 'durable', historicalCents: 19_999 }), 'full')).toBe(0);
    expect(depreciationCents(asset({ registerKind: 'historic' }), 'full')).toBe(0);
  });

  it('rounds each line to the cent, half up', () => {
    // 333.33 € × 10 % = 33.333 € → 33.33; 0.05 € × 10 % = 0.005 € → 0.01; 0.04 € × 10 % → 0.00.
    expect(rateQuotaCents(asset({ historicalCents: 33_333, ratePercent: '10.00' }), 'none')).toBe(3_333);
    expect(rateQuotaCents(asset({ historicalCents: 5, ratePercent: 10 }), 'none')).toBe(1);
    expect(rateQuotaCents(asset({ historicalCents: 4, ratePercent: 10 }), 'none')).toBe(0);
    // Half of 12.5 % of 200.01 € = 12.500625 € → 12.50.
    expect(
      rateQuotaCents(asset({ historicalCents: 20_001, ratePercent: 12.5, chargedInYear: true }), 'half'),
    ).toBe(1_250);
    // 2 × 0.5 % rounding edge: 201.00 € × 0.25 % = 0.5025 € → 0.50.
    expect(rateQuotaCents(asset({ historicalCents: 20_100, ratePercent: 0.25 }), 'none')).toBe(50);
  });

  it('stays exact on the largest amounts the API takes', () => {
    // 99,999,999,999.99 € × 33.33 % = 33,329,999,999.9966667 € → 33,330,000,000.00 €.
    const huge = asset({
      historicalCents: 9_999_999_999_999,
      actualCents: 9_999_999_999_999,
      ratePercent: 33.33,
    });
    expect(depreciationCents(huge, 'none')).toBe(3_333_000_000_000);
  });

  it('is zero at a zero rate', () => {
    expect(depreciationCents(asset({ ratePercent: 0 }), 'full')).toBe(0);
  });
});

describe('depreciate', () => {
  it('keeps only lines above zero and totals that are the sums of the rounded lines', () => {
    const assets = [
      { ...asset({ historicalCents: 33_333, actualCents: 33_333, ratePercent: 10 }), register: 1 },
      { ...asset({ historicalCents: 33_333, actualCents: 33_333, ratePercent: 10 }), register: 1 },
      { ...asset({ historicalCents: 33_333, actualCents: 33_333, ratePercent: 10 }), register: 1 },
      { ...asset({ actualCents: 0 }), register: 1 },
      { ...asset({ historicalCents: 50_000, actualCents: 20_000, ratePercent: 20 }), register: 2 },
      { ...asset({ registerKind: 'historic' }), register: 3 },
    ];
    const result = depreciate(assets, 'none', (a) => a.register);
    expect(result.lines.map((l) => l.depreciationCents)).toEqual([3_333, 3_333, 3_333, 10_000]);
    expect(result.groups).toEqual([
      { group: 1, assetCount: 3, actualCents: 99_999, depreciationCents: 9_999, residualCents: 90_000 },
      { group: 2, assetCount: 1, actualCents: 20_000, depreciationCents: 10_000, residualCents: 10_000 },
    ]);
    expect(result.totalCents).toBe(19_999);
  });

  it('answers nothing for nothing to depreciate', () => {
    expect(depreciate([], 'full', () => 0)).toEqual({ lines: [], groups: [], totalCents: 0 });
  });
});
