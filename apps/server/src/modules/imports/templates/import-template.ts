import {
  IMPORT_TYPE,
  type ImportType,
  isWholeInventoryType,
  sheetsOfType,
} from '@inventario/shared/domain/imports/import-format';
import type { ListKind } from '@inventario/shared/domain/imports/list-matching';
import { listSheetDefinition } from '@inventario/shared/domain/imports/validate-list';
import { DURABLE_EXAMPLES, SCHOOL_SOFTWARE_EXAMPLES } from './flat-examples.ts';
import { INSTRUCTIONS_SHEET, instructionRows } from './template-instructions.ts';
import { WHOLE_INVENTORY_EXAMPLES } from './whole-inventory-examples.ts';
import type { WorkbookRow } from './workbook-cells.ts';
import { type WorkbookSheet, writeWorkbook } from './workbook-writer.ts';

/** A type's example rows by sheet key; types 2 and 4 have one sheet each. */
function examplesOf(type: ImportType): Readonly<Record<string, readonly WorkbookRow[]>> {
  if (isWholeInventoryType(type)) return WHOLE_INVENTORY_EXAMPLES;
  if (type === IMPORT_TYPE.durable) return { durables: DURABLE_EXAMPLES };
  return { assets: SCHOOL_SOFTWARE_EXAMPLES };
}

/** The sheets of a type's template: each of its sheets with example rows, then `Istruzioni`. */
export function templateSheets(type: ImportType): WorkbookSheet[] {
  const sheets = sheetsOfType(type);
  const examples = examplesOf(type);
  return [
    ...sheets.map((definition) => ({ definition, rows: examples[definition.key] ?? [] })),
    { definition: INSTRUCTIONS_SHEET, rows: instructionRows(type, sheets) },
  ];
}

/**
 * The `.xlsx` template of an import type, built from the import format (`import-format.ts`), so it
 * always has the sheets and headers the validator reads by (docs/IMPORTS.md, "Templates").
 */
export function buildImportTemplate(type: ImportType): Promise<Buffer> {
  return writeWorkbook(templateSheets(type));
}

/** The template of one admin list's own import: that list's sheet, with its examples, and `Istruzioni`. */
export function buildListTemplate(kind: ListKind): Promise<Buffer> {
  const definition = listSheetDefinition(kind);
  return writeWorkbook([
    { definition, rows: WHOLE_INVENTORY_EXAMPLES[definition.key] ?? [] },
    { definition: INSTRUCTIONS_SHEET, rows: instructionRows(IMPORT_TYPE.clientServer, [definition]) },
  ]);
}
