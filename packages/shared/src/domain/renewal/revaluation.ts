import type { AdjustmentKind } from './adjustments.ts';

/**
 * The revaluation of a renewal (rivalutazione, DOMAIN §8) sets each good's actual value for the new
 * registers, and the reports PV/1–PV/3 sum the change by subcategory, category and adjustment.
 * Amounts are integer cents, so the sums are exact.
 */
export interface RevaluedAsset {
  assetId: number;
  registerKind: string;
  categoryId: number;
  subcategoryId: number;
  /** Today's value after depreciation (0 for a good found, which no register held). */
  beforeCents: number;
  /** The commission's estimate an adjustment set, else null. */
  estimateCents: number | null;
  adjustment: AdjustmentKind | null;
}

/**
 * The new actual value: the commission's estimate where an adjustment set one, else today's value
 * after depreciation (beforeCents).
 */
export function revaluedCents(asset: RevaluedAsset): number {
  return asset.adjustment !== null && asset.estimateCents !== null ? asset.estimateCents : asset.beforeCents;
}

export interface ValueSummaryRow {
  key: string | number;
  assets: number;
  beforeCents: number;
  afterCents: number;
  variationCents: number;
}

function summarise(
  assets: readonly RevaluedAsset[],
  keyOf: (asset: RevaluedAsset) => string | number,
): ValueSummaryRow[] {
  const rows = new Map<string | number, ValueSummaryRow>();
  for (const asset of assets) {
    const key = keyOf(asset);
    const row = rows.get(key) ?? { key, assets: 0, beforeCents: 0, afterCents: 0, variationCents: 0 };
    const after = revaluedCents(asset);
    row.assets += 1;
    row.beforeCents += asset.beforeCents;
    row.afterCents += after;
    row.variationCents += after - asset.beforeCents;
    rows.set(key, row);
  }
  return [...rows.values()].sort((a, b) => compareKeys(a.key, b.key));
}

/** Numbers in their order, before text in code-point order (locale-free, so every print agrees). */
function compareKeys(a: string | number, b: string | number): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'number') return -1;
  if (typeof b === 'number') return 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Summaries by subcategory, by category, by adjustment kind ('none' for goods without one) and by
 * register kind, and the total (key 'total'); rows sorted by key. Pass one register's goods for that
 * register's revaluation.
 */
export function revaluationSummaries(assets: readonly RevaluedAsset[]): {
  bySubcategory: ValueSummaryRow[];
  byCategory: ValueSummaryRow[];
  byAdjustment: ValueSummaryRow[];
  byRegisterKind: ValueSummaryRow[];
  total: ValueSummaryRow;
} {
  return {
    bySubcategory: summarise(assets, (asset) => asset.subcategoryId),
    byCategory: summarise(assets, (asset) => asset.categoryId),
    byAdjustment: summarise(assets, (asset) => asset.adjustment ?? 'none'),
    byRegisterKind: summarise(assets, (asset) => asset.registerKind),
    total: summarise(assets, () => 'total')[0] ?? {
      key: 'total',
      assets: 0,
      beforeCents: 0,
      afterCents: 0,
      variationCents: 0,
    },
  };
}
