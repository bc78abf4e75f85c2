import type { AssetClass } from '../assets/threshold.ts';

/**
 * The yearly depreciation (DOMAIN §5), decided here and written by the server in SQL with the same
 * arithmetic (`value-vouchers/depreciation.repo.ts`; an API test checks the two agree):
 *
 * - straight line on the historical value: quota = historical value × the subcategory's rate in force
 *   in the year being closed;
 * - never below a residual of zero: the quota is at most the actual value;
 * - first year (the asset was charged in the year being closed): the school's setting, none (the
 *   default), half or the full rate;
 * - durable assets and the historic-artistic register are not depreciated;
 * - each line is rounded to the cent, half up (PostgreSQL `round` on numeric), and every total is the
 *   sum of its rounded lines, so a register's total always equals the sum of its voucher's lines.
 */

export const firstYearRules = ['none', 'half', 'full'] as const;
export type FirstYearRule = (typeof firstYearRules)[number];

/** Register kinds whose goods are never depreciated (historic-artistic goods, DOMAIN §2). */
export const NOT_DEPRECIATED_REGISTER_KINDS: readonly string[] = ['historic'];

/** The value voucher type of the yearly depreciation: written by the system only. */
export const DEPRECIATION_VOUCHER_TYPE = 'DEP';

/** A rate of the catalogue (percent with at most two decimals, as stored) in hundredths of a percent. */
export function rateBasisPoints(percent: number | string): number {
  const value = typeof percent === 'string' ? Number(percent) : percent;
  if (!Number.isFinite(value) || value < 0) return 0;
  return Math.round(value * 100);
}

/** The share of the rate applied in the year: halves, so that the arithmetic stays in integers. */
export function rateHalves(rule: FirstYearRule, chargedInYear: boolean): 0 | 1 | 2 {
  if (!chargedInYear) return 2;
  if (rule === 'full') return 2;
  return rule === 'half' ? 1 : 0;
}

export interface DepreciableAsset {
  assetClass: AssetClass;
  registerKind: string;
  historicalCents: number;
  actualCents: number;
  /** The subcategory's rate in force in the year, percent. */
  ratePercent: number | string;
  /** Charged in the year being closed (the first-year rule applies). */
  chargedInYear: boolean;
}

/** a × b / c rounded half up, on non-negative integers, exact whatever their size. */
function mulDivRoundHalfUp(a: number, b: number, c: number): number {
  const numerator = BigInt(a) * BigInt(b);
  const divisor = BigInt(c);
  return Number((numerator * 2n + divisor) / (divisor * 2n));
}

export function isDepreciable(asset: Pick<DepreciableAsset, 'assetClass' | 'registerKind'>): boolean {
  return asset.assetClass === 'inventory' && !NOT_DEPRECIATED_REGISTER_KINDS.includes(asset.registerKind);
}

/** The year's rate quota before the residual floor: historical × rate × first-year share, to the cent. */
export function rateQuotaCents(asset: DepreciableAsset, rule: FirstYearRule): number {
  if (!isDepreciable(asset) || asset.historicalCents <= 0) return 0;
  const halves = rateHalves(rule, asset.chargedInYear);
  // historical × (basis points / 10,000) × (halves / 2)
  return mulDivRoundHalfUp(asset.historicalCents, rateBasisPoints(asset.ratePercent) * halves, 20_000);
}

/** The depreciation of one asset in cents: the rate quota, never more than its actual value. */
export function depreciationCents(asset: DepreciableAsset, rule: FirstYearRule): number {
  return Math.max(0, Math.min(rateQuotaCents(asset, rule), asset.actualCents));
}

export interface DepreciationLine<K> {
  key: K;
  actualCents: number;
  depreciationCents: number;
  residualCents: number;
}

export interface DepreciationGroup<G> {
  group: G;
  assetCount: number;
  actualCents: number;
  depreciationCents: number;
  residualCents: number;
}

/**
 * The depreciation lines of a set of assets (only those with a quota above zero, as the vouchers hold
 * them) and their totals by a grouping key (register, subcategory), each total the sum of its lines.
 */
export function depreciate<A extends DepreciableAsset, G>(
  assets: readonly A[],
  rule: FirstYearRule,
  groupOf: (asset: A) => G,
): { lines: DepreciationLine<A>[]; groups: DepreciationGroup<G>[]; totalCents: number } {
  const lines: DepreciationLine<A>[] = [];
  const groups = new Map<G, DepreciationGroup<G>>();
  let totalCents = 0;
  for (const asset of assets) {
    const quota = depreciationCents(asset, rule);
    if (quota <= 0) continue;
    lines.push({
      key: asset,
      actualCents: asset.actualCents,
      depreciationCents: quota,
      residualCents: asset.actualCents - quota,
    });
    const key = groupOf(asset);
    const group = groups.get(key) ?? {
      group: key,
      assetCount: 0,
      actualCents: 0,
      depreciationCents: 0,
      residualCents: 0,
    };
    group.assetCount += 1;
    group.actualCents += asset.actualCents;
    group.depreciationCents += quota;
    group.residualCents += asset.actualCents - quota;
    groups.set(key, group);
    totalCents += quota;
  }
  return { lines, groups: [...groups.values()], totalCents };
}
