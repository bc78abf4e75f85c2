import type { FinancialYear } from '@inventario/shared/contracts/financial-years';
import {
  checkDeleteYear,
  type DeleteYearRefusal,
  YEAR_STATUS,
  type YearStatus,
} from '@inventario/shared/domain/financial-years/financial-year';

/**
 * Which year each action of the screen applies to (DOMAIN §5), from every year of the school. The
 * server checks the same rules; these only choose the year a button names, or disable it.
 */
export interface YearActionTargets {
  /** The year "Nuovo esercizio" opens: after the latest, or the current one when there is none. */
  create: number;
  /** The oldest open year: closing always applies to it. */
  close: FinancialYear | undefined;
  /** The latest closed year, unless it is imported (imported years cannot be reopened). */
  reopen: FinancialYear | undefined;
  /** The latest year when it is open: only that one can go. */
  remove: FinancialYear | undefined;
  /**
   * Why that year cannot go yet (it has movements: DOMAIN §5), which its button says while disabled;
   * the server checks it again.
   */
  removeRefusal: DeleteYearRefusal | undefined;
}

const isOpen = (year: FinancialYear) => year.status.code === YEAR_STATUS.open;

export function yearActionTargets(years: readonly FinancialYear[], currentYear: number): YearActionTargets {
  const newestFirst = [...years].sort((a, b) => b.year - a.year);
  const [latest] = newestFirst;
  const latestClosed = newestFirst.find((year) => !isOpen(year));
  const remove = latest && isOpen(latest) ? latest : undefined;
  const states = years.map((year) => ({ year: year.year, status: year.status.code as YearStatus }));
  const removeCheck = remove && checkDeleteYear(states, remove.year, remove.movementCount);
  return {
    create: latest ? latest.year + 1 : currentYear,
    close: newestFirst.filter(isOpen).at(-1),
    reopen: latestClosed?.status.code === YEAR_STATUS.imported ? undefined : latestClosed,
    remove,
    removeRefusal: removeCheck && !removeCheck.ok ? removeCheck.code : undefined,
  };
}

/** The i18n key of a status code (`financialYear.status.*`); an unknown code shows its description. */
export function statusTextKey(code: number) {
  switch (code) {
    case YEAR_STATUS.open:
      return 'financialYear.status.open';
    case YEAR_STATUS.closed:
      return 'financialYear.status.closed';
    case YEAR_STATUS.closedWithDepreciation:
      return 'financialYear.status.closedWithDepreciation';
    case YEAR_STATUS.imported:
      return 'financialYear.status.imported';
    default:
      return undefined;
  }
}
