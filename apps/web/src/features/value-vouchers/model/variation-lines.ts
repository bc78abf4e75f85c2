import type { AssetSummary } from '@inventario/shared/contracts/assets';
import type { RegisterKind } from '@inventario/shared/contracts/catalogue';
import type { MovementAsset } from '@inventario/shared/contracts/movements';
import { reclassification } from '@inventario/shared/domain/assets/threshold';
import { signedVariation, type ValueVoucherKind } from '@inventario/shared/domain/movements/value-voucher';
import { eurosToCents, formatCents, parseAmountToCents } from '@inventario/shared/format/currency';
import { locationText, subcategoryText } from '@/features/movements';

/** A value voucher holds at most 600 assets, as a charge (contracts/value-vouchers). */
export const MAX_VOUCHER_LINES = 600;

/**
 * One asset line of a value voucher being built or edited: the asset, the actual value the voucher
 * starts from (`baseCents`) and the variation as the user types it.
 */
export interface VariationLine {
  key: string;
  assetId: number;
  description: string;
  inventoryNumber: number | null;
  /** The register the number counts in, for its acronym. */
  registerKind: RegisterKind;
  subcategory: string;
  register: string;
  location: string | null;
  /** The actual value before this voucher. */
  baseCents: number;
  /** The variation as typed (`60`, `1.234,50`); empty until the user gives it. */
  variationText: string;
}

/** A charged inventory asset taken into the voucher: it starts from its actual value, no variation yet. */
export function lineFromChargedAsset(asset: AssetSummary): VariationLine {
  return {
    key: `asset-${asset.id}`,
    assetId: asset.id,
    description: asset.description,
    inventoryNumber: asset.inventoryNumber,
    registerKind: asset.register.kind,
    subcategory: subcategoryText(asset.subcategory),
    register: asset.register.description,
    location: asset.location ? locationText(asset.location) : null,
    baseCents: eurosToCents(asset.actualPrice),
    variationText: '',
  };
}

/** An amount as the variation field shows it again: `60` → `60,00`. */
export function amountText(cents: number): string {
  return formatCents(cents).replace(/\s€$/, '');
}

/**
 * A line of a saved voucher, for its edit: it starts from the value its asset had before the voucher
 * (the actual value with the variation taken off, as the server plans an edit).
 */
export function lineFromVoucherAsset(kind: ValueVoucherKind, asset: MovementAsset): VariationLine {
  const variationCents = eurosToCents(asset.variation ?? 0);
  return {
    key: `asset-${asset.id}`,
    assetId: asset.id,
    description: asset.description,
    inventoryNumber: asset.inventoryNumber,
    registerKind: asset.register.kind,
    subcategory: subcategoryText(asset.subcategory),
    register: asset.register.description,
    location: asset.location ? locationText(asset.location) : null,
    baseCents: eurosToCents(asset.actualPrice) - signedVariation(kind, variationCents),
    variationText: variationCents > 0 ? amountText(variationCents) : '',
  };
}

/** Adds charged assets not already among the lines; answers the lines and how many were new. */
export function addChargedLines(
  lines: readonly VariationLine[],
  assets: readonly AssetSummary[],
): { lines: VariationLine[]; added: number } {
  const present = new Set(lines.map((line) => line.assetId));
  const fresh = assets.filter((asset) => !present.has(asset.id)).map(lineFromChargedAsset);
  return { lines: [...lines, ...fresh], added: fresh.length };
}

/** Why a line's variation cannot be saved, as an i18n key. */
export type VariationProblem = 'errors.variationMissing' | 'rules.notValid' | 'errors.variationBelowZero';

/** What a line's variation does to its asset's actual value (spec 02 §5, DOMAIN §4). */
export interface LineOutcome {
  /** The variation in cents, or null while missing or unreadable. */
  variationCents: number | null;
  problem: VariationProblem | undefined;
  /** The new actual value, or null while the variation is missing or unreadable. */
  afterCents: number | null;
  /** The new value falls on the other side of 200 euro: saving asks to confirm the reclassification. */
  crossing: 'toInventory' | 'toDurable' | undefined;
}

/**
 * A line's outcome: a variation is a positive euro amount (empty or zero is missing, anything
 * unreadable or negative not valid), and a decrease cannot take the value below zero.
 */
export function lineOutcome(kind: ValueVoucherKind, line: VariationLine): LineOutcome {
  const text = line.variationText.trim();
  const cents = text === '' ? 0 : parseAmountToCents(text);
  if (cents === 0) {
    return {
      variationCents: null,
      problem: 'errors.variationMissing',
      afterCents: null,
      crossing: undefined,
    };
  }
  if (cents === null || cents < 0) {
    return { variationCents: null, problem: 'rules.notValid', afterCents: null, crossing: undefined };
  }
  const afterCents = line.baseCents + signedVariation(kind, cents);
  if (afterCents < 0) {
    return { variationCents: cents, problem: 'errors.variationBelowZero', afterCents, crossing: undefined };
  }
  const change = reclassification(line.baseCents, afterCents);
  return {
    variationCents: cents,
    problem: undefined,
    afterCents,
    crossing: change === 'same' ? undefined : change,
  };
}

/**
 * Why the assets step cannot be left, as an i18n key: no assets, more than a voucher holds, a line
 * without its variation (spec 02 §2: the stepper "blocks when some assets lack a specified
 * variation"), then a variation not valid or beyond the actual value.
 */
export function assetsStepProblem(
  kind: ValueVoucherKind,
  lines: readonly VariationLine[],
): string | undefined {
  if (lines.length === 0) return 'errors.noAssets';
  if (lines.length > MAX_VOUCHER_LINES) return 'valueVouchers.assets.tooMany';
  const problems = lines.map((line) => lineOutcome(kind, line).problem);
  const order: VariationProblem[] = [
    'errors.variationMissing',
    'rules.notValid',
    'errors.variationBelowZero',
  ];
  return order.find((problem) => problems.includes(problem));
}

export interface VoucherTotals {
  count: number;
  /** The sum of the variations given so far. */
  variationCents: number;
  /** The assets' actual values before and after the voucher (a line without variation stays as it is). */
  beforeCents: number;
  afterCents: number;
}

export function voucherTotals(kind: ValueVoucherKind, lines: readonly VariationLine[]): VoucherTotals {
  const totals: VoucherTotals = { count: 0, variationCents: 0, beforeCents: 0, afterCents: 0 };
  for (const line of lines) {
    const outcome = lineOutcome(kind, line);
    const variation = outcome.variationCents ?? 0;
    totals.count++;
    totals.variationCents += variation;
    totals.beforeCents += line.baseCents;
    totals.afterCents += line.baseCents + signedVariation(kind, variation);
  }
  return totals;
}

/** The lines whose new value crosses the 200-euro threshold, with the way they cross it. */
export function crossingLines(
  kind: ValueVoucherKind,
  lines: readonly VariationLine[],
): { line: VariationLine; crossing: 'toInventory' | 'toDurable' }[] {
  return lines.flatMap((line) => {
    const { crossing } = lineOutcome(kind, line);
    return crossing ? [{ line, crossing }] : [];
  });
}

/** A saved voucher's line as its detail shows it: the value before, the variation and the value after. */
export interface VoucherLineView {
  id: number;
  inventoryNumber: number | null;
  registerKind: RegisterKind;
  description: string;
  subcategory: string;
  location: string | null;
  beforeCents: number;
  /** Signed: negative for a decrease. */
  signedVariationCents: number;
  afterCents: number;
  /** The asset's actual value today (later vouchers may have changed it again). */
  currentCents: number;
}

/** The line the voucher wrote: its value is the one it left, its variation what it changed. */
export function voucherLineView(kind: ValueVoucherKind, asset: MovementAsset): VoucherLineView {
  const signed = signedVariation(kind, eurosToCents(asset.variation ?? 0));
  const afterCents = eurosToCents(asset.value);
  return {
    id: asset.id,
    inventoryNumber: asset.inventoryNumber,
    registerKind: asset.register.kind,
    description: asset.description,
    subcategory: subcategoryText(asset.subcategory),
    location: asset.location ? locationText(asset.location) : null,
    beforeCents: afterCents - signed,
    signedVariationCents: signed,
    afterCents,
    currentCents: eurosToCents(asset.actualPrice),
  };
}

/** A saved voucher's totals: its lines' values before and after, and the sum of its variations. */
export function savedVoucherTotals(lines: readonly VoucherLineView[]): VoucherTotals {
  return lines.reduce<VoucherTotals>(
    (totals, line) => ({
      count: totals.count + 1,
      variationCents: totals.variationCents + Math.abs(line.signedVariationCents),
      beforeCents: totals.beforeCents + line.beforeCents,
      afterCents: totals.afterCents + line.afterCents,
    }),
    { count: 0, variationCents: 0, beforeCents: 0, afterCents: 0 },
  );
}
