import { foldText } from './cell-values.ts';
import type { IssueList } from './import-issues.ts';
import type { ImportPlan } from './import-plan.ts';
import type { SchoolLists } from './list-matching.ts';

/** What the school already holds that a whole inventory could collide with. */
export interface SchoolState {
  /** Vouchers and goods (waiting ones included) the school has. */
  movementCount: number;
  assetCount: number;
  /** The years the school has opened. */
  years: readonly number[];
  /** The codes of the school's Model K aggregations. */
  aggregationCodes: readonly string[];
  /** The years open for movements. */
  openYears: readonly number[];
  /** The date of the school's latest movement, if any. */
  lastMovementDate: string | null;
  /** The registers that have a durable register. */
  durableRegisters: readonly string[];
}

/** Where the school's checks place their issues. */
export interface SchoolCheckSheets {
  years: string;
  subcategories: string;
  movements: string;
}

/**
 * A whole inventory (types 1 and 3) comes into a school that has no goods and no vouchers yet, its
 * numbers kept as they were: anything already there would collide with them, or be numbered apart
 * from them. Its years must be new too (an empty year the school opened is deleted first). The
 * school's lists may exist: the mapping step matches the file's onto them.
 */
export function checkSchoolTakesWholeInventory(
  plan: ImportPlan,
  school: SchoolState,
  sheets: SchoolCheckSheets,
  issues: IssueList,
): void {
  if (school.movementCount > 0 || school.assetCount > 0)
    issues.error('schoolNotEmpty', null, { movements: school.movementCount, assets: school.assetCount });
  const existing = new Set(school.years);
  for (const year of plan.years)
    if (existing.has(year.year))
      issues.error('yearExists', { sheet: sheets.years, row: year.row, column: 'Anno' }, { year: year.year });
}

/**
 * The Model K aggregations a file names must be the school's: they are the lines of Model K, the
 * same national list every school has, so one the school lacks is a mistake in the file.
 */
export function checkAggregationsKnown(
  plan: ImportPlan,
  school: SchoolState,
  sheets: SchoolCheckSheets,
  issues: IssueList,
): void {
  const known = new Set(school.aggregationCodes.map(foldText));
  const check = (code: string | null, sheet: string, row: number) => {
    if (code !== null && !known.has(foldText(code)))
      issues.error('aggregationUnknown', { sheet, row, column: 'Aggregazione' }, { code });
  };
  for (const s of plan.subcategories) check(s.aggregationCode, sheets.subcategories, s.row);
  for (const m of plan.movements) check(m.aggregationCode, sheets.movements, m.row);
}

/**
 * Durable goods (type 2) join the school's registers as new charges: each in a year open for
 * movements, none dated before the school's latest movement (the registers are chronological), each
 * good in a register that keeps durable goods.
 */
export function checkSchoolTakesDurables(
  plan: ImportPlan,
  school: SchoolState,
  sheet: string,
  issues: IssueList,
): void {
  const open = new Set(school.openYears);
  const durable = new Set(school.durableRegisters);
  for (const m of plan.movements) {
    const place = { sheet, row: m.row, column: 'Data carico' };
    if (!open.has(m.year)) issues.error('yearNotOpen', place, { year: m.year });
    else if (school.lastMovementDate !== null && m.date < school.lastMovementDate)
      issues.error('chargeBeforeLastMovement', place, { date: school.lastMovementDate });
  }
  const rows = new Set<number>();
  for (const a of plan.assets)
    if (!durable.has(a.register) && !rows.has(a.row)) {
      rows.add(a.row);
      issues.error('registerWithoutDurables', { sheet, row: a.row, column: 'Registro' });
    }
}

/**
 * A file of locations (an admin list's own import) places them in sites, and under sub-consignees, the
 * school has: the import of one list creates entries of that list only.
 */
export function checkLocationsPlaces(
  plan: ImportPlan,
  school: Pick<SchoolLists, 'sites' | 'subConsignees'>,
  sheet: string,
  issues: IssueList,
): void {
  const sites = new Set(school.sites.map((s) => foldText(s.code)));
  const people = new Set(school.subConsignees.map((p) => foldText(p.description)));
  for (const l of plan.locations) {
    if (!sites.has(foldText(l.siteCode)))
      issues.error('unknownSchoolSite', { sheet, row: l.row, column: 'Codice sede' }, { code: l.siteCode });
    if (l.subConsignee !== null && !people.has(foldText(l.subConsignee)))
      issues.error(
        'unknownSchoolSubConsignee',
        { sheet, row: l.row, column: 'Subconsegnatario' },
        { name: l.subConsignee },
      );
  }
}
