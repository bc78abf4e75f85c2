/**
 * Financial years (DOMAIN §5): the year runs 1 January – 31 December; at most two are open at once;
 * discharge proposals go only in the older of two open years.
 */

/** 1 open, 2 closed without depreciation, 3 closed with depreciation, 4 imported. */
export const YEAR_STATUS = { open: 1, closed: 2, closedWithDepreciation: 3, imported: 4 } as const;
export type YearStatus = (typeof YEAR_STATUS)[keyof typeof YEAR_STATUS];

export const MAX_OPEN_YEARS = 2;

export interface YearState {
  year: number;
  status: YearStatus;
}

export type Refusal<Code extends string> = { ok: true } | { ok: false; code: Code };

const ok = { ok: true } as const;
function refuse<Code extends string>(code: Code): { ok: false; code: Code } {
  return { ok: false, code };
}

export function isOpen(year: YearState): boolean {
  return year.status === YEAR_STATUS.open;
}

export function openYears<T extends YearState>(years: readonly T[]): T[] {
  return years.filter(isOpen).sort((a, b) => a.year - b.year);
}

/** `YYYY-01-01` for a year. */
export function firstDayOf(year: number): string {
  return `${String(year).padStart(4, '0')}-01-01`;
}

export function lastDayOf(year: number): string {
  return `${String(year).padStart(4, '0')}-12-31`;
}

export function yearOf(isoDate: string): number {
  return Number(isoDate.slice(0, 4));
}

export type CreateYearRefusal =
  | 'startDateNotFirstJanuary'
  | 'yearAlreadyExists'
  | 'yearNotConsecutive'
  | 'twoOpenYears';

/**
 * A new year starts on 1 January, comes right after the latest one (or is the first), and cannot
 * make a third open year.
 */
export function checkCreateYear(
  existing: readonly YearState[],
  startDate: string,
): Refusal<CreateYearRefusal> {
  const year = yearOf(startDate);
  if (startDate !== firstDayOf(year)) return refuse('startDateNotFirstJanuary');
  if (existing.some((y) => y.year === year)) return refuse('yearAlreadyExists');
  const latest = Math.max(...existing.map((y) => y.year));
  if (existing.length > 0 && year !== latest + 1) return refuse('yearNotConsecutive');
  if (openYears(existing).length >= MAX_OPEN_YEARS) return refuse('twoOpenYears');
  return ok;
}

export type CloseYearRefusal =
  | 'noOpenFinancialYear'
  | 'endDateOutsideYear'
  | 'errorClosingMovementsWithSuccessiveDates'
  | 'existingOutConfirmed';

export interface CloseYearFacts {
  years: readonly YearState[];
  endDate: string;
  /** The latest movement date of the year being closed, if it has movements. */
  lastMovementDate: string | null;
  confirmedProposals: number;
}

/**
 * Closing applies to the older open year, on a date of that year not before any of its movements;
 * confirmed discharge proposals must first be discharged or restored (DOMAIN §4).
 */
export function checkCloseYear(facts: CloseYearFacts): Refusal<CloseYearRefusal> & { year?: number } {
  const [oldest] = openYears(facts.years);
  if (!oldest) return refuse('noOpenFinancialYear');
  if (yearOf(facts.endDate) !== oldest.year) return refuse('endDateOutsideYear');
  if (facts.lastMovementDate && facts.lastMovementDate > facts.endDate) {
    return refuse('errorClosingMovementsWithSuccessiveDates');
  }
  if (facts.confirmedProposals > 0) return refuse('existingOutConfirmed');
  return { ok: true, year: oldest.year };
}

export type ReopenYearRefusal =
  | 'yearNotFound'
  | 'yearNotClosed'
  | 'importedYearCannotBeReopened'
  | 'twoOpenYears'
  | 'laterYearClosed';

/**
 * Only the latest closed year can be reopened (a later closed year would rest on a changed one), never
 * an imported one, and not when two years are already open.
 */
export function checkReopenYear(years: readonly YearState[], year: number): Refusal<ReopenYearRefusal> {
  const target = years.find((y) => y.year === year);
  if (!target) return refuse('yearNotFound');
  if (target.status === YEAR_STATUS.imported) return refuse('importedYearCannotBeReopened');
  if (isOpen(target)) return refuse('yearNotClosed');
  if (years.some((y) => y.year > year && !isOpen(y))) return refuse('laterYearClosed');
  if (openYears(years).length >= MAX_OPEN_YEARS) return refuse('twoOpenYears');
  return ok;
}

export type DeleteYearRefusal =
  | 'yearNotFound'
  | 'onlyLatestYearDeletable'
  | 'yearNotOpen'
  | 'yearHasMovements'
  | 'firstYearAfterRenewal';

/** Only the latest year, open and without movements, can be deleted: numbering must stay gapless. */
export function checkDeleteYear(
  years: readonly YearState[],
  year: number,
  movementCount: number,
  lastRenewalYear: number | null = null,
): Refusal<DeleteYearRefusal> {
  const target = years.find((y) => y.year === year);
  if (!target) return refuse('yearNotFound');
  if (years.some((y) => y.year > year)) return refuse('onlyLatestYearDeletable');
  // The renewed registers start in it (spec 02 §4).
  if (lastRenewalYear !== null && year === lastRenewalYear + 1) return refuse('firstYearAfterRenewal');
  if (!isOpen(target)) return refuse('yearNotOpen');
  if (movementCount > 0) return refuse('yearHasMovements');
  return ok;
}

export type MovementYearRefusal = 'financialYearMissing' | 'financialYearClosed';

/** A movement's date must fall in an existing, open year (spec 02 §5). */
export function checkMovementYear(years: readonly YearState[], date: string): Refusal<MovementYearRefusal> {
  const year = years.find((y) => y.year === yearOf(date));
  if (!year) return refuse('financialYearMissing');
  if (!isOpen(year)) return refuse('financialYearClosed');
  return ok;
}

/** Discharge proposals go only in the older of two open years (DOMAIN §5). */
export function proposalYear(years: readonly YearState[]): number | undefined {
  return openYears(years)[0]?.year;
}

/**
 * The startup check of spec 01 §4: no year at all, or the latest one before the current year (then
 * the user is asked to open the current one). Only the years matter, so `GET /financialYear/yearList`
 * (numbers only) is enough.
 */
export function startupYearAdvice(
  years: readonly Pick<YearState, 'year'>[],
  currentYear: number,
): 'missing' | 'openCurrent' | 'none' {
  if (years.length === 0) return 'missing';
  const latest = Math.max(...years.map((y) => y.year));
  return latest < currentYear ? 'openCurrent' : 'none';
}

/**
 * The date a print proposes for a year (spec 01 §5): for an open year today when it is the current
 * one, otherwise its 31 December; for a closed year its end date.
 */
export function defaultPrintDate(year: YearState & { endDate: string | null }, today: string): string {
  if (!isOpen(year)) return year.endDate ?? lastDayOf(year.year);
  return yearOf(today) === year.year ? today : lastDayOf(year.year);
}
