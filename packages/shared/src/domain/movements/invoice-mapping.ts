import type { InvoiceLine } from '../../contracts/invoices.ts';
import { eurosToCents } from '../../format/currency.ts';
import { type AssetClass, classify } from '../assets/threshold.ts';
import { MAX_ASSETS_PER_CHARGE } from './charge-rules.ts';

/**
 * What a line of an e-invoice becomes in a charge (issue 15): `assets`, one asset per unit (whole
 * quantities only, spec 02 §5); `skip`, nothing (a service, a text line); `spread`, its amount shared
 * among the assets' values (shipping, installation, a discount on the whole invoice: part of what the
 * goods cost the school).
 */
export type LineChoice = 'assets' | 'skip' | 'spread';

export interface LineMapping {
  lineNumber: number;
  choice: LineChoice;
  subcategoryId: number | null;
  locationId: number | null;
}

/** One asset the mapping makes: its line, its value with VAT and its share of the spread lines. */
export interface PlannedAsset {
  lineNumber: number;
  /** Which of the line's units, from 1. */
  unit: number;
  description: string;
  valueCents: number;
  assetClass: AssetClass;
  subcategoryId: number | null;
  locationId: number | null;
}

export type MappingProblem =
  | { code: 'noAssets' }
  | { code: 'tooManyAssets'; count: number; max: number }
  | { code: 'missingSubcategory'; lines: number[] }
  | { code: 'spreadWithoutAssets' }
  | { code: 'valueBelowZero'; lines: number[] };

/** The choices a line allows: only goods of a whole, positive quantity become assets. */
export function choicesOf(line: InvoiceLine): LineChoice[] {
  if (line.kind === 'descriptive') return ['skip'];
  if (line.kind === 'goods' && line.wholeQuantity && line.quantity >= 1) return ['assets', 'skip', 'spread'];
  return ['skip', 'spread'];
}

/** Goods become assets, discounts and surcharges are spread, the rest is skipped: the user then decides. */
export function initialMappings(lines: readonly InvoiceLine[]): LineMapping[] {
  return lines.map((line) => {
    const choices = choicesOf(line);
    const choice: LineChoice = choices.includes('assets')
      ? 'assets'
      : line.kind === 'discount' || line.kind === 'surcharge'
        ? 'spread'
        : 'skip';
    return { lineNumber: line.lineNumber, choice, subcategoryId: null, locationId: null };
  });
}

/** A line's amount with VAT in cents, a discount below zero whatever sign its invoice wrote. */
export function lineAmountCents(line: InvoiceLine): number {
  const withVat = Math.abs(line.total) * (1 + line.vatRate / 100);
  const cents = Math.round(withVat * 100);
  return line.kind === 'discount' ? -cents : cents;
}

/**
 * `pool` cents shared among `bases` in proportion to them, whole cents, adding up exactly: each gets
 * the floor of its share, and the cents left go to the largest remainders (the earliest on a tie).
 */
export function shareInProportion(bases: readonly number[], pool: number): number[] {
  const total = bases.reduce((sum, base) => sum + base, 0);
  if (bases.length === 0) return [];
  // Assets worth nothing share equally: the proportion has nothing to go by.
  const weights = total > 0 ? bases : bases.map(() => 1);
  const weightTotal = total > 0 ? total : bases.length;
  const sign = pool < 0 ? -1 : 1;
  const magnitude = Math.abs(pool);
  const exact = weights.map((weight) => (magnitude * weight) / weightTotal);
  const shares = exact.map(Math.floor);
  let left = magnitude - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left--;
  }
  return shares.map((share) => sign * share);
}

/** The assets a mapping makes: one per unit of each `assets` line, the `spread` lines shared among them. */
export function plannedAssets(
  lines: readonly InvoiceLine[],
  mappings: readonly LineMapping[],
): PlannedAsset[] {
  const byNumber = new Map(lines.map((line) => [line.lineNumber, line]));
  const units: Omit<PlannedAsset, 'assetClass'>[] = [];
  let pool = 0;
  for (const mapping of mappings) {
    const line = byNumber.get(mapping.lineNumber);
    if (!line) continue;
    if (mapping.choice === 'spread') pool += lineAmountCents(line);
    if (mapping.choice !== 'assets' || !choicesOf(line).includes('assets')) continue;
    for (let unit = 1; unit <= line.quantity; unit++) {
      units.push({
        lineNumber: line.lineNumber,
        unit,
        description: line.description,
        valueCents: eurosToCents(line.unitValue),
        subcategoryId: mapping.subcategoryId,
        locationId: mapping.locationId,
      });
    }
  }
  const shares = shareInProportion(
    units.map((unit) => unit.valueCents),
    pool,
  );
  return units.map((unit, index) => {
    const valueCents = unit.valueCents + (shares[index] ?? 0);
    return { ...unit, valueCents, assetClass: classify(valueCents) };
  });
}

/** What keeps a mapping from becoming a charge, each once. */
export function mappingProblems(
  lines: readonly InvoiceLine[],
  mappings: readonly LineMapping[],
): MappingProblem[] {
  const assets = plannedAssets(lines, mappings);
  const problems: MappingProblem[] = [];
  const spreads = mappings.some((mapping) => mapping.choice === 'spread');
  if (assets.length === 0) problems.push(spreads ? { code: 'spreadWithoutAssets' } : { code: 'noAssets' });
  if (assets.length > MAX_ASSETS_PER_CHARGE)
    problems.push({ code: 'tooManyAssets', count: assets.length, max: MAX_ASSETS_PER_CHARGE });
  const linesWhere = (test: (asset: PlannedAsset) => boolean) => [
    ...new Set(assets.filter(test).map((asset) => asset.lineNumber)),
  ];
  const unplaced = linesWhere((asset) => asset.subcategoryId === null);
  if (unplaced.length > 0) problems.push({ code: 'missingSubcategory', lines: unplaced });
  const belowZero = linesWhere((asset) => asset.valueCents < 0);
  if (belowZero.length > 0) problems.push({ code: 'valueBelowZero', lines: belowZero });
  return problems;
}

/** The preview's figures: how many assets of each class and what they are worth, in cents. */
export function plannedTotals(assets: readonly PlannedAsset[]) {
  const of = (assetClass: AssetClass) => {
    const chosen = assets.filter((asset) => asset.assetClass === assetClass);
    return { count: chosen.length, valueCents: chosen.reduce((sum, asset) => sum + asset.valueCents, 0) };
  };
  return { inventory: of('inventory'), durable: of('durable') };
}
