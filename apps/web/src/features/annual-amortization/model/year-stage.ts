import type { FinancialYear } from '@inventario/shared/contracts/financial-years';
import type { MovementSummary } from '@inventario/shared/contracts/movements';
import { DEPRECIATION_VOUCHER_TYPE } from '@inventario/shared/domain/depreciation/depreciation';
import { YEAR_STATUS } from '@inventario/shared/domain/financial-years/financial-year';

/**
 * Where a year stands with its depreciation, which decides what the screen offers (DOMAIN §5):
 * - `closable`: the older open year, the one `PUT /financialYear/close` applies to: close it with
 *   depreciation;
 * - `notOldest`: the younger of two open years: the older one must be closed first;
 * - `closedWithout`: closed without depreciation: reopening it (financial years) is the way back;
 * - `done`: closed with depreciation: its decrease vouchers are listed;
 * - `imported`: brought in from elsewhere, never depreciated here.
 */
export type DepreciationStage =
  | { kind: 'closable' }
  | { kind: 'notOldest'; oldest: number }
  | { kind: 'closedWithout' }
  | { kind: 'done' }
  | { kind: 'imported' };

const isOpen = (year: FinancialYear) => year.status.code === YEAR_STATUS.open;

/** The oldest open year, or the latest year when none is open: what the screen shows first. */
export function defaultYear(years: readonly FinancialYear[]): number | undefined {
  const oldestOpen = years.filter(isOpen).sort((a, b) => a.year - b.year)[0];
  if (oldestOpen) return oldestOpen.year;
  return years.reduce<number | undefined>(
    (latest, y) => (latest === undefined || y.year > latest ? y.year : latest),
    undefined,
  );
}

/**
 * The stage of `year` among the school's years. `done` is the preview's own word (its figures are then
 * the vouchers'), so it wins over a year list loaded a moment earlier.
 */
export function depreciationStage(
  year: FinancialYear,
  years: readonly FinancialYear[],
  done: boolean,
): DepreciationStage {
  if (done || year.status.code === YEAR_STATUS.closedWithDepreciation) return { kind: 'done' };
  if (year.status.code === YEAR_STATUS.imported) return { kind: 'imported' };
  if (!isOpen(year)) return { kind: 'closedWithout' };
  const oldest = defaultYear(years.filter(isOpen));
  return oldest !== undefined && oldest < year.year ? { kind: 'notOldest', oldest } : { kind: 'closable' };
}

/** The decrease vouchers the yearly depreciation wrote (type 'DEP'), in their number order. */
export function depreciationVouchers(movements: readonly MovementSummary[]): MovementSummary[] {
  return movements
    .filter((movement) => movement.voucherType === DEPRECIATION_VOUCHER_TYPE)
    .sort((a, b) => a.number - b.number);
}

/**
 * The register each depreciation voucher is of. A voucher does not name its register, but the year's
 * figures are made of its vouchers (one per register), so a voucher is the register line with the same
 * asset count and depreciation, when exactly one line has them; otherwise the register stays unsaid.
 */
export function voucherRegisters(
  vouchers: readonly Pick<MovementSummary, 'id' | 'assetCount' | 'totalValue'>[],
  registers: readonly { description: string; assetCount: number; depreciation: number }[],
): Map<number, string> {
  const cents = (euros: number) => Math.round(euros * 100);
  const found = new Map<number, string>();
  for (const voucher of vouchers) {
    const matches = registers.filter(
      (r) => r.assetCount === voucher.assetCount && cents(r.depreciation) === cents(voucher.totalValue),
    );
    if (matches.length === 1 && matches[0]) found.set(voucher.id, matches[0].description);
  }
  return found;
}
