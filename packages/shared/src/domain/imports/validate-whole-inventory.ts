import { foldText } from './cell-values.ts';
import { type ImportSheet, INSTRUCTIONS_SHEET, WHOLE_INVENTORY_SHEETS } from './import-format.ts';
import { type ImportIssue, IssueList, sortIssues } from './import-issues.ts';
import { emptyPlan, type ImportPlan } from './import-plan.ts';
import { isComplete } from './row-values.ts';
import { findSheet, type ReadRow, readSheetRows, type SheetContent } from './sheet-rows.ts';
import {
  checkAssetReferences,
  checkAssetsAgainstVouchers,
  checkMovementReferences,
  checkPlaceReferences,
  reportNumberingGaps,
  type SheetNames,
} from './whole-inventory-checks.ts';
import { attachLines, readAssets, readMovements } from './whole-inventory-goods.ts';
import {
  readCreditors,
  readLocations,
  readSites,
  readSubConsignees,
  readSubcategories,
  readUniversalities,
  readYears,
} from './whole-inventory-lists.ts';

/** What the validation of a file gives: the plan of what it would import, and every issue found. */
export interface ImportValidation {
  plan: ImportPlan;
  issues: ImportIssue[];
}

type SheetKey = (typeof WHOLE_INVENTORY_SHEETS)[number]['key'];

function definition(key: SheetKey): ImportSheet {
  const sheet = WHOLE_INVENTORY_SHEETS.find((s) => s.key === key);
  if (!sheet) throw new Error(`no sheet ${key} in the whole-inventory format`);
  return sheet;
}

/** Each definition's complete rows, under the name the file gave its sheet. */
function readAllSheets(sheets: readonly SheetContent[], issues: IssueList) {
  const read = new Map<string, { name: string; rows: ReadRow[] }>();
  for (const def of WHOLE_INVENTORY_SHEETS) {
    const sheet = findSheet(sheets, def);
    if (!sheet) {
      if (!def.optional) issues.error('missingSheet', { sheet: def.name });
      read.set(def.key, { name: def.name, rows: [] });
      continue;
    }
    const rows = readSheetRows(sheet, def.columns, issues) ?? [];
    read.set(def.key, { name: sheet.name, rows: rows.filter((r) => isComplete(r, def.columns)) });
  }
  // The templates' own instructions sheet is expected, and read by people only.
  const known = new Set([...read.values()].map((r) => foldText(r.name)).concat(foldText(INSTRUCTIONS_SHEET)));
  for (const sheet of sheets)
    if (!known.has(foldText(sheet.name))) issues.warning('unknownSheet', { sheet: sheet.name });
  return (key: SheetKey) => read.get(key) ?? { name: definition(key).name, rows: [] };
}

/**
 * Types 1 and 3: a school's whole inventory. Every sheet is read by its definition, then the rows
 * are checked against each other: nothing is stored, and the plan is only worth importing when no
 * issue is an error.
 */
export function validateWholeInventory(sheets: readonly SheetContent[]): ImportValidation {
  const issues = new IssueList();
  const sheet = readAllSheets(sheets, issues);
  const plan = emptyPlan();
  const from = <T>(key: SheetKey, read: (name: string, rows: readonly ReadRow[], list: IssueList) => T) =>
    read(sheet(key).name, sheet(key).rows, issues);
  plan.sites = from('sites', readSites);
  plan.subConsignees = from('subConsignees', readSubConsignees);
  plan.locations = from('locations', readLocations);
  plan.subcategories = from('subcategories', readSubcategories);
  plan.creditors = from('creditors', readCreditors);
  plan.years = from('years', readYears);
  plan.universalities = from('universalities', readUniversalities);
  plan.assets = from('assets', readAssets);
  plan.movements = from('movements', readMovements);
  attachLines(sheet('lines').name, sheet('lines').rows, plan.movements, issues);
  const names: SheetNames = {
    locations: sheet('locations').name,
    assets: sheet('assets').name,
    movements: sheet('movements').name,
    lines: sheet('lines').name,
  };
  checkPlaceReferences(plan, names, issues);
  checkAssetReferences(plan, names, issues);
  checkMovementReferences(plan, names, issues);
  checkAssetsAgainstVouchers(plan, names, issues);
  reportNumberingGaps(plan, names, issues);
  const order = WHOLE_INVENTORY_SHEETS.map((s) => sheet(s.key).name);
  return { plan, issues: sortIssues(issues.items, order) };
}
