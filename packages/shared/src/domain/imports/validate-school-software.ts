import { foldText } from './cell-values.ts';
import { schoolSoftwareSheet } from './column-mapping.ts';
import { addCharges, addSubcategoriesAndCreditors, checkQuantity, registerOf } from './flat-goods.ts';
import { SCHOOL_SOFTWARE_SHEET } from './import-format.ts';
import { IssueList, sortIssues } from './import-issues.ts';
import { emptyPlan, type ImportPlan, type PlannedAsset } from './import-plan.ts';
import { groupBy, isComplete, numberOf, textOf } from './row-values.ts';
import { type ReadRow, readSheetRows, type SheetContent } from './sheet-rows.ts';
import type { ImportValidation } from './validate-whole-inventory.ts';
import { assetDetailsOf } from './whole-inventory-goods.ts';

/**
 * Type 4, another school software (docs/IMPORTS.md): the flat list another product exports, one row
 * per good of the inventory, read once its columns are mapped onto the format's fields (the
 * column-mapping step, `applyColumnMapping`). The school starts in Inventario from it: the goods keep
 * their inventory numbers, their charges are formed from the rows as type 2's are, and the years of
 * those charges become the school's. Sites, locations, subcategories and suppliers go through the
 * mapping step.
 */

const fields = SCHOOL_SOFTWARE_SHEET.columns;

/** Another product's document is told by its kind too: a `DDT` and a `Fattura` may share a number. */
const DOCUMENT_KEYS = ['documentType', 'documentNumber', 'documentDate'] as const;

/** A place's text up to the length of a site's or a location's code is that code. */
const PLACE_CODE_MAX = 20;

/** The one site of a file that names locations but no site: a school of one site, as most are. */
const DEFAULT_SITE = { code: 'SEDE', description: 'Sede' } as const;

/**
 * A row's problems of its own: a quantity out of range. A site without a location is a warning: a
 * good is placed in a location, never in a site alone, so the good comes in without a place and the
 * site text is left out.
 */
function checkRow(sheet: string, r: ReadRow, issues: IssueList): boolean {
  if (textOf(r, 'site') !== null && textOf(r, 'location') === null)
    issues.warning('siteWithoutLocation', { sheet, row: r.row, column: 'Ubicazione' });
  return checkQuantity(sheet, r, issues);
}

/** An inventory number is its register's once, as in the whole inventory (the same issue). */
function checkInventoryNumbers(sheet: string, rows: readonly ReadRow[], issues: IssueList): void {
  const numberKey = (r: ReadRow) => `${registerOf(r)} ${numberOf(r, 'inventoryNumber')}`;
  for (const [value, group] of groupBy(rows, numberKey)) {
    const [first, ...others] = group;
    for (const other of others)
      issues.error(
        'duplicateInventoryNumber',
        { sheet, row: other.row, column: 'Numero inventario' },
        { value, firstRow: first?.row ?? 0 },
      );
  }
}

/**
 * The codes of places named by text: a text short enough is its own code; a longer one gets the
 * prefix and the next number (`S1`, `S2`…) that no short text of the same list has taken.
 */
function placeCodes(texts: readonly string[], prefix: string): string[] {
  const taken = new Set(texts.filter((text) => text.length <= PLACE_CODE_MAX).map(foldText));
  let next = 1;
  return texts.map((text) => {
    if (text.length <= PLACE_CODE_MAX) return text;
    while (taken.has(foldText(`${prefix}${next}`))) next++;
    taken.add(foldText(`${prefix}${next}`));
    return `${prefix}${next}`;
  });
}

interface NamedPlace {
  row: number;
  text: string;
}

type PlaceCodes = Pick<PlannedAsset, 'siteCode' | 'locationCode'>;

const siteKeyOf = (r: ReadRow) => foldText(textOf(r, 'site') ?? DEFAULT_SITE.code);
const placeKeyOf = (r: ReadRow) => `${siteKeyOf(r)}|${foldText(textOf(r, 'location') ?? '')}`;

/**
 * Each different `Sede` is a site and each different `Ubicazione` within it a location, told apart as
 * the mapping step tells codes apart (case, accents and spaces aside; the first spelling names them).
 * A location without a site is in the default one. The site and location descriptions are the texts,
 * which the fields keep within the lists' 200 characters. Gives the codes of each row's place.
 */
function addPlaces(rows: readonly ReadRow[], plan: ImportPlan): (r: ReadRow) => PlaceCodes {
  const sites = new Map<string, NamedPlace & { locations: Map<string, NamedPlace> }>();
  for (const r of rows) {
    const location = textOf(r, 'location');
    if (location === null) continue;
    const key = siteKeyOf(r);
    const site = sites.get(key) ?? { row: r.row, text: textOf(r, 'site') ?? '', locations: new Map() };
    sites.set(key, site);
    if (!site.locations.has(foldText(location)))
      site.locations.set(foldText(location), { row: r.row, text: location });
  }
  const codes = new Map<string, PlaceCodes>();
  const siteList = [...sites.entries()];
  const siteTexts = siteList.map(([, site]) => site.text || DEFAULT_SITE.code);
  const siteCodes = placeCodes(siteTexts, 'S');
  siteList.forEach(([siteKey, site], s) => {
    const siteCode = siteCodes[s] as string;
    plan.sites.push({
      row: site.row,
      code: siteCode,
      description: site.text || DEFAULT_SITE.description,
      address: null,
      city: null,
    });
    const locations = [...site.locations.entries()];
    const locationTexts = locations.map(([, location]) => location.text);
    const locationCodes = placeCodes(locationTexts, 'U');
    locations.forEach(([locationKey, location], l) => {
      const locationCode = locationCodes[l] as string;
      codes.set(`${siteKey}|${locationKey}`, { siteCode, locationCode });
      plan.locations.push({
        row: location.row,
        siteCode,
        code: locationCode,
        description: location.text,
        roomNumber: null,
        floorNumber: null,
        subConsignee: null,
        notes: null,
        active: true,
      });
    });
  });
  return (r) => codes.get(placeKeyOf(r)) ?? { siteCode: null, locationCode: null };
}

/** A row is one good of the inventory, with its quantity (not split into pieces) and its values. */
function goodOf(r: ReadRow, place: PlaceCodes): PlannedAsset {
  const historicalCents = numberOf(r, 'historicalValue') as number;
  return {
    row: r.row,
    code: `R${r.row}`,
    register: registerOf(r),
    assetClass: 'inventory',
    inventoryNumber: numberOf(r, 'inventoryNumber'),
    durableNumber: null,
    description: textOf(r, 'description') as string,
    categoryCode: textOf(r, 'categoryCode') as string,
    subcategoryCode: textOf(r, 'subcategoryCode') as string,
    ...place,
    quantity: numberOf(r, 'quantity') ?? 1,
    historicalCents,
    actualCents: numberOf(r, 'actualValue') ?? historicalCents,
    originalCents: null,
    purchaseDate: textOf(r, 'purchaseDate'),
    chargeDate: textOf(r, 'chargeDate'),
    state: 'charged',
    universalityCode: null,
    ...assetDetailsOf(r),
  };
}

/**
 * The school's years before Inventario are the other product's, and what the file tells of them is
 * their charges: each year that has one becomes a year of the school, imported (closed in the other
 * product, never reopened here), but the latest, which stays open, since the school goes on from it.
 * A year without a charge is not created. Each year is placed, for the report, at its first row.
 */
function addYears(rows: readonly ReadRow[], plan: ImportPlan): void {
  const firstRows = new Map<number, number>();
  for (const r of rows) {
    const year = Number(String(textOf(r, 'chargeDate')).slice(0, 4));
    firstRows.set(year, Math.min(firstRows.get(year) ?? r.row, r.row));
  }
  const years = [...firstRows.keys()].sort((a, b) => a - b);
  const latest = years.at(-1);
  plan.years = years.map((year) => ({
    row: firstRows.get(year) as number,
    year,
    startDate: `${year}-01-01`,
    endDate: year === latest ? null : `${year}-12-31`,
    state: year === latest ? 'open' : 'imported',
  }));
}

/**
 * Reads the sheet of type 4 (`Beni` once mapped, else the file's first sheet) by its fields. Nothing
 * is stored: the plan is only worth importing when no issue is an error. The school's own checks (no
 * goods or vouchers yet, none of these years) are the whole inventory's, made against the school.
 */
export function validateSchoolSoftware(sheets: readonly SheetContent[]): ImportValidation {
  const issues = new IssueList();
  const plan = emptyPlan();
  const sheet = schoolSoftwareSheet(sheets);
  if (!sheet) {
    issues.error('missingSheet', { sheet: SCHOOL_SOFTWARE_SHEET.name });
    return { plan, issues: sortIssues(issues.items, [SCHOOL_SOFTWARE_SHEET.name]) };
  }
  const read = (readSheetRows(sheet, fields, issues) ?? []).filter((r) => isComplete(r, fields));
  const rows = read.filter((r) => checkRow(sheet.name, r, issues));
  checkInventoryNumbers(sheet.name, rows, issues);
  const placeOf = addPlaces(rows, plan);
  addSubcategoriesAndCreditors(rows, plan);
  addCharges(rows, DOCUMENT_KEYS, (r) => [goodOf(r, placeOf(r))], plan);
  addYears(rows, plan);
  return { plan, issues: sortIssues(issues.items, [sheet.name]) };
}
