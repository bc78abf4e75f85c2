import type { FinancialYear } from '@inventario/shared/contracts/financial-years';
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

/** The register of each depreciation voucher: the done figures name each register's voucher. */
export function voucherRegisters(
  registers: readonly { description: string; voucherId: number | null }[],
): Map<number, string> {
  return new Map(
    registers.flatMap((r) => (r.voucherId === null ? [] : [[r.voucherId, r.description] as const])),
  );
}
