import type { DepreciationTotal, RegisterDepreciation } from '@inventario/shared/contracts/value-vouchers';
import { centsToEuros, eurosToCents } from '@inventario/shared/format/currency';

/** The figures of one line of the preview: what an asset set is worth, loses and keeps. */
export interface DepreciationFigures {
  assetCount: number;
  actualValue: number;
  depreciation: number;
  residualValue: number;
}

/** A register's line as the screen shows it, with the share of the year's depreciation it makes. */
export interface RegisterRow extends DepreciationFigures {
  registerId: number;
  description: string;
  /** Percent of the total depreciation, one decimal; 0 when nothing is depreciated. */
  share: number;
  /** Once done: the register's 'DEP' voucher. */
  voucherId: number | null;
}

export interface DepreciationView {
  rows: RegisterRow[];
  totals: DepreciationFigures;
  /** Nothing to depreciate at all: no inventory asset with a quota above zero. */
  empty: boolean;
}

/**
 * Sums figures in cents, so that the totals are the sums of the lines the server rounded (its totals
 * are sums of cents too) and never show a float's 0,01 error.
 */
export function sumFigures(lines: readonly DepreciationFigures[]): DepreciationFigures {
  const cents = { actual: 0, depreciation: 0, residual: 0 };
  let assetCount = 0;
  for (const line of lines) {
    assetCount += line.assetCount;
    cents.actual += eurosToCents(line.actualValue);
    cents.depreciation += eurosToCents(line.depreciation);
    cents.residual += eurosToCents(line.residualValue);
  }
  return {
    assetCount,
    actualValue: centsToEuros(cents.actual),
    depreciation: centsToEuros(cents.depreciation),
    residualValue: centsToEuros(cents.residual),
  };
}

function shareOf(part: number, whole: number): number {
  if (whole <= 0) return 0;
  return Math.round((eurosToCents(part) * 1000) / eurosToCents(whole)) / 10;
}

/** The preview (`GET …/depreciation/{year}/total`) as rows with their shares and the totals. */
export function depreciationView(total: DepreciationTotal): DepreciationView {
  const totals = sumFigures(total.registers);
  const rows = total.registers.map((register) => ({
    registerId: register.registerId,
    description: register.description,
    assetCount: register.assetCount,
    actualValue: register.actualValue,
    depreciation: register.depreciation,
    residualValue: register.residualValue,
    share: shareOf(register.depreciation, totals.depreciation),
    voucherId: register.voucherId,
  }));
  return { rows, totals, empty: totals.depreciation === 0 };
}

export interface SubcategoryRow extends DepreciationFigures {
  subcategoryId: number;
  code: string;
  description: string;
  /** Percent, as the catalogue has it in the year. */
  rate: number;
}

/** One register's depreciation by subcategory, in the catalogue's order, with its totals. */
export function subcategoryView(register: RegisterDepreciation): {
  rows: SubcategoryRow[];
  totals: DepreciationFigures;
} {
  const rows = register.subcategories.map((subcategory) => ({ ...subcategory }));
  return { rows, totals: sumFigures(rows) };
}

/** A rate as Italians write it: `12,5 %`, `20 %`. */
export function formatRate(rate: number, language: string): string {
  const text = new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(rate);
  return `${text} %`;
}
