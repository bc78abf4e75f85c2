import { describe, expect, it } from 'vitest';
import { type RevaluedAsset, revaluationSummaries, revaluedCents } from './revaluation.ts';

const asset = (assetId: number, overrides: Partial<RevaluedAsset> = {}): RevaluedAsset => ({
  assetId,
  registerKind: 'movable',
  categoryId: 1,
  subcategoryId: 10,
  beforeCents: 10_000,
  estimateCents: null,
  adjustment: null,
  ...overrides,
});

describe('revaluedCents', () => {
  it("keeps today's value after depreciation for a good without adjustment", () => {
    expect(revaluedCents(asset(1, { beforeCents: 12_345 }))).toBe(12_345);
  });

  it("takes the commission's estimate where an adjustment set one", () => {
    expect(revaluedCents(asset(1, { adjustment: 'estimateUp', estimateCents: 15_000 }))).toBe(15_000);
    expect(revaluedCents(asset(1, { adjustment: 'missing', estimateCents: 0 }))).toBe(0);
    expect(revaluedCents(asset(1, { adjustment: 'found', beforeCents: 0, estimateCents: 40_000 }))).toBe(
      40_000,
    );
  });

  it('ignores an estimate no adjustment set, and an adjustment without an estimate', () => {
    expect(revaluedCents(asset(1, { estimateCents: 1 }))).toBe(10_000);
    expect(revaluedCents(asset(1, { adjustment: 'erroneous' }))).toBe(10_000);
  });
});

describe('revaluationSummaries', () => {
  const goods = [
    asset(1, { subcategoryId: 12, categoryId: 2 }),
    asset(2, { subcategoryId: 10, adjustment: 'estimateUp', estimateCents: 13_000 }),
    asset(3, { subcategoryId: 10, adjustment: 'missing', estimateCents: 0 }),
    asset(4, { subcategoryId: 11, beforeCents: 0, adjustment: 'found', estimateCents: 5_050 }),
    asset(5, { registerKind: 'books', subcategoryId: 30, categoryId: 3, beforeCents: 2_001 }),
  ];
  const summaries = revaluationSummaries(goods);

  it('sums goods, values before and after, and the change, by subcategory in key order', () => {
    expect(summaries.bySubcategory).toEqual([
      { key: 10, assets: 2, beforeCents: 20_000, afterCents: 13_000, variationCents: -7_000 },
      { key: 11, assets: 1, beforeCents: 0, afterCents: 5_050, variationCents: 5_050 },
      { key: 12, assets: 1, beforeCents: 10_000, afterCents: 10_000, variationCents: 0 },
      { key: 30, assets: 1, beforeCents: 2_001, afterCents: 2_001, variationCents: 0 },
    ]);
  });

  it('sums by category and by register kind', () => {
    expect(summaries.byCategory.map((row) => [row.key, row.assets, row.variationCents])).toEqual([
      [1, 3, -1_950],
      [2, 1, 0],
      [3, 1, 0],
    ]);
    expect(summaries.byRegisterKind.map((row) => [row.key, row.assets, row.afterCents])).toEqual([
      ['books', 1, 2_001],
      ['movable', 4, 28_050],
    ]);
  });

  it("sums by adjustment kind, goods without one under 'none'", () => {
    expect(summaries.byAdjustment.map((row) => [row.key, row.assets, row.variationCents])).toEqual([
      ['estimateUp', 1, 3_000],
      ['found', 1, 5_050],
      ['missing', 1, -10_000],
      ['none', 2, 0],
    ]);
  });

  it('totals every good, the change being after less before', () => {
    expect(summaries.total).toEqual({
      key: 'total',
      assets: 5,
      beforeCents: 32_001,
      afterCents: 30_051,
      variationCents: -1_950,
    });
  });

  it('gives empty summaries and a zero total for no goods', () => {
    expect(revaluationSummaries([])).toEqual({
      bySubcategory: [],
      byCategory: [],
      byAdjustment: [],
      byRegisterKind: [],
      total: { key: 'total', assets: 0, beforeCents: 0, afterCents: 0, variationCents: 0 },
    });
  });
});
