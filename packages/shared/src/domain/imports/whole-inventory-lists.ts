import type { RegisterKind } from '../../contracts/catalogue.ts';
import { checkParty } from '../parties/parties.ts';
import type { IssueList } from './import-issues.ts';
import type {
  PlannedCreditor,
  PlannedLocation,
  PlannedSite,
  PlannedSubConsignee,
  PlannedSubcategory,
  PlannedUniversality,
  PlannedYear,
  PlannedYearState,
} from './import-plan.ts';
import { subcategoryKey } from './import-plan.ts';
import { flagOf, groupBy, numberOf, textOf } from './row-values.ts';
import type { ReadRow } from './sheet-rows.ts';

/** The lists of a whole-inventory file, each read from its rows with the checks of its own sheet. */

const MAX_OPEN_YEARS = 2;

/** One error per row after the first of each group that shares a key. */
function reportDuplicates<T extends { row: number }>(
  items: readonly T[],
  key: (item: T) => string,
  report: (item: T, first: T) => void,
): void {
  for (const group of groupBy(items, key).values()) {
    const [first, ...others] = group;
    if (first) for (const other of others) report(other, first);
  }
}

export function readSites(sheet: string, rows: readonly ReadRow[], issues: IssueList): PlannedSite[] {
  const sites = rows.map((r) => ({
    row: r.row,
    code: textOf(r, 'code') as string,
    description: textOf(r, 'description') as string,
    address: textOf(r, 'address'),
    city: textOf(r, 'city'),
  }));
  reportDuplicates(
    sites,
    (s) => s.code.toUpperCase(),
    (s, first) =>
      issues.error(
        'duplicateSite',
        { sheet, row: s.row, column: 'Codice' },
        { code: s.code, firstRow: first.row },
      ),
  );
  return sites;
}

export function readSubConsignees(
  sheet: string,
  rows: readonly ReadRow[],
  issues: IssueList,
): PlannedSubConsignee[] {
  const people = rows.map((r) => ({
    row: r.row,
    description: textOf(r, 'description') as string,
    fiscalCode: textOf(r, 'fiscalCode')?.toUpperCase() ?? null,
    notes: textOf(r, 'notes'),
  }));
  reportDuplicates(
    people,
    (p) => p.description.toUpperCase(),
    (p, first) =>
      issues.error(
        'duplicateSubConsignee',
        { sheet, row: p.row, column: 'Nominativo' },
        { name: p.description, firstRow: first.row },
      ),
  );
  return people;
}

export function readLocations(sheet: string, rows: readonly ReadRow[], issues: IssueList): PlannedLocation[] {
  const locations = rows.map((r) => ({
    row: r.row,
    siteCode: textOf(r, 'siteCode') as string,
    code: textOf(r, 'code') as string,
    description: textOf(r, 'description') as string,
    roomNumber: textOf(r, 'roomNumber'),
    floorNumber: textOf(r, 'floorNumber'),
    subConsignee: textOf(r, 'subConsignee'),
    notes: textOf(r, 'notes'),
    active: flagOf(r, 'active') ?? true,
  }));
  reportDuplicates(
    locations,
    (l) => `${l.siteCode.toUpperCase()}|${l.code.toUpperCase()}`,
    (l, first) =>
      issues.error(
        'duplicateLocation',
        { sheet, row: l.row, column: 'Codice' },
        { site: l.siteCode, code: l.code, firstRow: first.row },
      ),
  );
  return locations;
}

/**
 * Subcategories, one row per rate: the rows of one subcategory (register, category, code) must agree
 * on its description and differ in the year their rate starts from.
 */
export function readSubcategories(
  sheet: string,
  rows: readonly ReadRow[],
  issues: IssueList,
): PlannedSubcategory[] {
  const subcategories: PlannedSubcategory[] = [];
  const byKey = new Map<string, PlannedSubcategory>();
  for (const r of rows) {
    const read = {
      register: textOf(r, 'register') as RegisterKind,
      categoryCode: textOf(r, 'categoryCode') as string,
      code: textOf(r, 'code') as string,
    };
    const rate = numberOf(r, 'rate');
    const fromYear = numberOf(r, 'rateFromYear');
    const known = byKey.get(subcategoryKey(read));
    if (!known) {
      const subcategory: PlannedSubcategory = {
        row: r.row,
        ...read,
        categoryDescription: textOf(r, 'categoryDescription'),
        description: textOf(r, 'description') as string,
        rates: rate === null ? [] : [{ fromYear, percent: rate }],
        aggregationCode: textOf(r, 'aggregationCode'),
      };
      byKey.set(subcategoryKey(read), subcategory);
      subcategories.push(subcategory);
      continue;
    }
    if (known.description !== textOf(r, 'description'))
      issues.error(
        'subcategoryDescriptionDiffers',
        { sheet, row: r.row, column: 'Descrizione' },
        { firstRow: known.row },
      );
    if (rate === null) continue;
    if (known.rates.some((k) => k.fromYear === fromYear))
      issues.error(
        'duplicateSubcategoryRate',
        { sheet, row: r.row, column: 'Aliquota dal' },
        { firstRow: known.row },
      );
    else known.rates.push({ fromYear, percent: rate });
  }
  return subcategories;
}

export function readCreditors(sheet: string, rows: readonly ReadRow[], issues: IssueList): PlannedCreditor[] {
  const creditors = rows.map((r) => ({
    row: r.row,
    code: textOf(r, 'code') as string,
    vendorType: textOf(r, 'vendorType') as 'G' | 'F',
    businessName: textOf(r, 'businessName'),
    surname: textOf(r, 'surname'),
    name: textOf(r, 'name'),
    vatNumber: textOf(r, 'vatNumber'),
    fiscalCode: textOf(r, 'fiscalCode')?.toUpperCase() ?? null,
  }));
  const headers = {
    businessName: 'Ragione sociale',
    surname: 'Cognome',
    name: 'Nome',
    vatNumber: 'Partita IVA',
    fiscalCode: 'Codice fiscale',
  } as const;
  for (const creditor of creditors) {
    for (const issue of checkParty(creditor)) {
      const place = { sheet, row: creditor.row, column: headers[issue.field as keyof typeof headers] };
      // DOMAIN §10: an identifier missing or failing its check is a warning in an import (official
      // samples fail it); a party without its name is not a party.
      const identifier = issue.field === 'vatNumber' || issue.field === 'fiscalCode';
      if (!identifier) issues.error('required', place);
      else
        issues.warning(
          issue.message === 'rules.mandatory' ? 'identifierMissing' : issue.message.replace('rules.', ''),
          place,
        );
    }
  }
  reportDuplicates(
    creditors,
    (c) => c.code.toUpperCase(),
    (c, first) =>
      issues.error(
        'duplicateCreditor',
        { sheet, row: c.row, column: 'Codice' },
        { code: c.code, firstRow: first.row },
      ),
  );
  return creditors;
}

export function readYears(sheet: string, rows: readonly ReadRow[], issues: IssueList): PlannedYear[] {
  const years = rows.map((r) => ({
    row: r.row,
    year: numberOf(r, 'year') as number,
    startDate: textOf(r, 'startDate') as string,
    endDate: textOf(r, 'endDate'),
    state: textOf(r, 'state') as PlannedYearState,
  }));
  for (const y of years) {
    if (Number(y.startDate.slice(0, 4)) !== y.year)
      issues.error('startOutsideYear', { sheet, row: y.row, column: 'Data inizio' }, { year: y.year });
    if (y.endDate !== null && y.endDate < y.startDate)
      issues.error('endBeforeStart', { sheet, row: y.row, column: 'Data fine' });
    else if (y.endDate !== null && Number(y.endDate.slice(0, 4)) !== y.year)
      issues.error('endOutsideYear', { sheet, row: y.row, column: 'Data fine' }, { year: y.year });
    if (y.state !== 'open' && y.endDate === null)
      issues.error('closedYearWithoutEnd', { sheet, row: y.row, column: 'Data fine' }, { year: y.year });
  }
  reportDuplicates(
    years,
    (y) => String(y.year),
    (y, first) =>
      issues.error(
        'duplicateYear',
        { sheet, row: y.row, column: 'Anno' },
        { year: y.year, firstRow: first.row },
      ),
  );
  const open = years.filter((y) => y.state === 'open');
  if (open.length > MAX_OPEN_YEARS)
    issues.error(
      'tooManyOpenYears',
      { sheet, row: open[MAX_OPEN_YEARS]?.row, column: 'Stato' },
      { limit: MAX_OPEN_YEARS },
    );
  return years;
}

export function readUniversalities(
  sheet: string,
  rows: readonly ReadRow[],
  issues: IssueList,
): PlannedUniversality[] {
  const universalities = rows.map((r) => ({
    row: r.row,
    code: textOf(r, 'code') as string,
    description: textOf(r, 'description') as string,
    register: textOf(r, 'register') as RegisterKind | null,
    inventoryNumber: numberOf(r, 'inventoryNumber'),
  }));
  for (const u of universalities) {
    if ((u.register === null) !== (u.inventoryNumber === null))
      issues.error('universalityNumberIncomplete', { sheet, row: u.row, column: 'Numero inventario' });
  }
  reportDuplicates(
    universalities,
    (u) => u.code.toUpperCase(),
    (u, first) =>
      issues.error(
        'duplicateUniversality',
        { sheet, row: u.row, column: 'Codice' },
        { code: u.code, firstRow: first.row },
      ),
  );
  return universalities;
}
