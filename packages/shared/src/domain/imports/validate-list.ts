import { foldText } from './cell-values.ts';
import { type ImportSheet, INSTRUCTIONS_SHEET, WHOLE_INVENTORY_SHEETS } from './import-format.ts';
import { IssueList, sortIssues } from './import-issues.ts';
import { emptyPlan, type ImportPlan, type PlannedLocation } from './import-plan.ts';
import type { ListKind } from './list-matching.ts';
import { isComplete } from './row-values.ts';
import { findSheet, type ReadRow, readSheetRows, type SheetContent } from './sheet-rows.ts';
import type { ImportValidation } from './validate-whole-inventory.ts';
import {
  readCreditors,
  readLocations,
  readSites,
  readSubConsignees,
  readSubcategories,
} from './whole-inventory-lists.ts';

/**
 * An admin list's own import (docs/IMPORTS.md, "One list alone"): a file of that list only, its sheet
 * as in the whole-inventory format. Entries the school has already are matched onto them in the
 * mapping step and left as they are; the others are created.
 */

const SHEET_KEY_OF: Record<ListKind, string> = {
  site: 'sites',
  location: 'locations',
  subConsignee: 'subConsignees',
  subcategory: 'subcategories',
  creditor: 'creditors',
};

/** The whole-inventory sheet that holds a list. */
export function listSheetDefinition(kind: ListKind): ImportSheet {
  const definition = WHOLE_INVENTORY_SHEETS.find((sheet) => sheet.key === SHEET_KEY_OF[kind]);
  if (!definition) throw new Error(`no sheet for the list ${kind}`);
  return definition;
}

/** The list's sheet by its name, else the file's only sheet (a `.csv`, a workbook of one sheet). */
function listSheet(sheets: readonly SheetContent[], definition: ImportSheet): SheetContent | undefined {
  const named = findSheet(sheets, definition);
  if (named) return named;
  const data = sheets.filter((s) => foldText(s.name) !== foldText(INSTRUCTIONS_SHEET));
  return data.length === 1 ? data[0] : undefined;
}

/**
 * The sites and sub-consignees a file of locations names: the school's own, found by the mapping step
 * (by code, by name); one the school lacks is reported by the school's check.
 */
function placesNamedBy(locations: readonly PlannedLocation[], plan: ImportPlan): void {
  const sites = new Map<string, PlannedLocation>();
  const people = new Map<string, PlannedLocation>();
  for (const l of locations) {
    if (!sites.has(foldText(l.siteCode))) sites.set(foldText(l.siteCode), l);
    if (l.subConsignee !== null && !people.has(foldText(l.subConsignee)))
      people.set(foldText(l.subConsignee), l);
  }
  plan.sites = [...sites.values()].map((l) => ({
    row: l.row,
    code: l.siteCode,
    description: l.siteCode,
    address: null,
    city: null,
  }));
  plan.subConsignees = [...people.values()].map((l) => ({
    row: l.row,
    description: l.subConsignee as string,
    fiscalCode: null,
    notes: null,
  }));
}

function readList(kind: ListKind, name: string, rows: readonly ReadRow[], issues: IssueList): ImportPlan {
  const plan = emptyPlan();
  if (kind === 'site') plan.sites = readSites(name, rows, issues);
  if (kind === 'subConsignee') plan.subConsignees = readSubConsignees(name, rows, issues);
  if (kind === 'subcategory') plan.subcategories = readSubcategories(name, rows, issues);
  if (kind === 'creditor') plan.creditors = readCreditors(name, rows, issues);
  if (kind === 'location') {
    plan.locations = readLocations(name, rows, issues);
    placesNamedBy(plan.locations, plan);
  }
  return plan;
}

/** Reads a file of one list: its rows checked as in a whole inventory; the file's other sheets left out. */
export function validateList(sheets: readonly SheetContent[], kind: ListKind): ImportValidation {
  const issues = new IssueList();
  const definition = listSheetDefinition(kind);
  const sheet = listSheet(sheets, definition);
  if (!sheet) {
    issues.error('missingSheet', { sheet: definition.name });
    return { plan: emptyPlan(), issues: issues.items };
  }
  const rows = (readSheetRows(sheet, definition.columns, issues) ?? []).filter((r) =>
    isComplete(r, definition.columns),
  );
  for (const other of sheets)
    if (other !== sheet && foldText(other.name) !== foldText(INSTRUCTIONS_SHEET))
      issues.warning('unknownSheet', { sheet: other.name });
  const plan = readList(kind, sheet.name, rows, issues);
  return { plan, issues: sortIssues(issues.items, [sheet.name]) };
}

/** Where the rows of a list's file stand for the school's checks: its one sheet. */
export function listSheetName(sheets: readonly SheetContent[], kind: ListKind): string {
  const definition = listSheetDefinition(kind);
  return listSheet(sheets, definition)?.name ?? definition.name;
}
