import { INVENTORY_THRESHOLD_CENTS } from '../assets/threshold.ts';
import { foldText } from './cell-values.ts';
import {
  addCharges,
  addSubcategoriesAndCreditors,
  checkQuantity,
  FLAT_ROW_MAX_QUANTITY,
  registerOf,
} from './flat-goods.ts';
import { DURABLE_SHEETS, INSTRUCTIONS_SHEET } from './import-format.ts';
import { IssueList, sortIssues } from './import-issues.ts';
import { emptyPlan, type ImportPlan, locationKey, type PlannedAsset } from './import-plan.ts';
import { isComplete, numberOf, textOf } from './row-values.ts';
import { findSheet, type ReadRow, readSheetRows, type SheetContent } from './sheet-rows.ts';
import type { ImportValidation } from './validate-whole-inventory.ts';
import { assetDetailsOf } from './whole-inventory-goods.ts';

/**
 * Type 2, durable goods (docs/IMPORTS.md): one row per good under 200 €, its charge formed from the
 * rows that share date, supplier and document. The school's lists are not in the file: the sites,
 * locations, subcategories and suppliers it names become temp-list entries, matched onto the school's
 * own in the mapping step. Voucher and durable numbers are given at the import, after the school's.
 */

/** A row stands for at most this many pieces, each a good of its own with its durable number. */
export const DURABLE_ROW_MAX_QUANTITY = FLAT_ROW_MAX_QUANTITY;

const definition = DURABLE_SHEETS[0] as (typeof DURABLE_SHEETS)[number];

/** The sheet by its name, or the file's only sheet (a `.csv`, or a workbook of one sheet). */
export function durableSheet(sheets: readonly SheetContent[]): SheetContent | undefined {
  const named = findSheet(sheets, definition);
  if (named) return named;
  const data = sheets.filter((s) => foldText(s.name) !== foldText(INSTRUCTIONS_SHEET));
  return data.length === 1 ? data[0] : undefined;
}

/** A row's problems of its own: a price of the inventory, a quantity out of range, half a location. */
function checkRow(sheet: string, r: ReadRow, issues: IssueList): boolean {
  const before = issues.errorCount;
  if ((numberOf(r, 'unitPrice') ?? 0) >= INVENTORY_THRESHOLD_CENTS)
    issues.error('durablePriceTooHigh', { sheet, row: r.row, column: 'Prezzo unitario' });
  checkQuantity(sheet, r, issues);
  const site = textOf(r, 'siteCode');
  const location = textOf(r, 'locationCode');
  if (site !== null && location === null)
    issues.error('siteWithoutLocation', { sheet, row: r.row, column: 'Codice ubicazione' });
  if (site === null && location !== null)
    issues.error('locationWithoutSite', { sheet, row: r.row, column: 'Codice sede' });
  return issues.errorCount === before;
}

/** The goods of one row: `quantity` of them, each of the unit price. */
function goodsOf(r: ReadRow): PlannedAsset[] {
  const quantity = numberOf(r, 'quantity') ?? 1;
  const price = numberOf(r, 'unitPrice') as number;
  return Array.from({ length: quantity }, (_, i) => ({
    row: r.row,
    code: quantity === 1 ? `R${r.row}` : `R${r.row}.${i + 1}`,
    register: registerOf(r),
    assetClass: 'durable',
    inventoryNumber: null,
    durableNumber: null,
    description: textOf(r, 'description') as string,
    categoryCode: textOf(r, 'categoryCode') as string,
    subcategoryCode: textOf(r, 'subcategoryCode') as string,
    siteCode: textOf(r, 'siteCode'),
    locationCode: textOf(r, 'locationCode'),
    quantity: 1,
    historicalCents: price,
    actualCents: price,
    originalCents: null,
    purchaseDate: textOf(r, 'documentDate'),
    chargeDate: textOf(r, 'chargeDate'),
    state: 'charged',
    universalityCode: null,
    ...assetDetailsOf(r),
  }));
}

/** The sites and locations the rows name, once each, for the mapping step: their codes stand for their names. */
function placesOf(rows: readonly ReadRow[], plan: ImportPlan): void {
  const seen = new Set<string>();
  const once = (key: string) => !seen.has(key) && Boolean(seen.add(key));
  for (const r of rows) {
    const site = textOf(r, 'siteCode');
    const location = textOf(r, 'locationCode');
    if (site === null || location === null) continue;
    if (once(`site ${site}`))
      plan.sites.push({ row: r.row, code: site, description: site, address: null, city: null });
    if (once(`location ${locationKey({ siteCode: site, code: location })}`))
      plan.locations.push({
        row: r.row,
        siteCode: site,
        code: location,
        description: location,
        roomNumber: null,
        floorNumber: null,
        subConsignee: null,
        notes: null,
        active: true,
      });
  }
}

/** A durable good's document is told by its number and date (the type's docs). */
const DOCUMENT_KEYS = ['documentNumber', 'documentDate'] as const;

export function validateDurables(sheets: readonly SheetContent[]): ImportValidation {
  const issues = new IssueList();
  const plan = emptyPlan();
  const sheet = durableSheet(sheets);
  if (!sheet) {
    issues.error('missingSheet', { sheet: definition.name });
    return { plan, issues: sortIssues(issues.items, [definition.name]) };
  }
  const read = (readSheetRows(sheet, definition.columns, issues) ?? []).filter((r) =>
    isComplete(r, definition.columns),
  );
  const rows = read.filter((r) => checkRow(sheet.name, r, issues));
  placesOf(rows, plan);
  addSubcategoriesAndCreditors(rows, plan);
  addCharges(rows, DOCUMENT_KEYS, goodsOf, plan);
  return { plan, issues: sortIssues(issues.items, [sheet.name]) };
}
