import type { ImportSheet } from '@inventario/shared/domain/imports/import-format';
import ExcelJS from 'exceljs';
import {
  type CellValue,
  cellValueOf,
  columnWidthOf,
  numberFormatOf,
  type WorkbookRow,
} from './workbook-cells.ts';

export type { WorkbookRow, WorkbookValue } from './workbook-cells.ts';

/** One worksheet: its definition (name, columns in order) and its data rows, keyed by column key. */
export interface WorkbookSheet {
  definition: ImportSheet;
  rows: readonly WorkbookRow[];
}

// Column styles go on before any row: exceljs gives each new cell its column's style, and writes it on
// the column too, so the rows a user adds under the examples are formatted alike.
function formatColumns(worksheet: ExcelJS.Worksheet, definition: ImportSheet): void {
  definition.columns.forEach((column, index) => {
    const sheetColumn = worksheet.getColumn(index + 1);
    const format = numberFormatOf(column.kind);
    if (format) sheetColumn.numFmt = format;
    if (column.kind === 'text') sheetColumn.alignment = { wrapText: true, vertical: 'top' };
  });
}

function sizeColumns(worksheet: ExcelJS.Worksheet, definition: ImportSheet, cells: CellValue[][]): void {
  definition.columns.forEach((column, index) => {
    const columnCells = cells.map((rowCells) => rowCells[index] ?? null);
    worksheet.getColumn(index + 1).width = columnWidthOf(column, columnCells);
  });
}

function addWorksheet(workbook: ExcelJS.Workbook, { definition, rows }: WorkbookSheet): void {
  const worksheet = workbook.addWorksheet(definition.name, { views: [{ state: 'frozen', ySplit: 1 }] });
  formatColumns(worksheet, definition);
  worksheet.addRow(definition.columns.map((column) => column.header)).font = { bold: true };
  const cells = rows.map((row) =>
    definition.columns.map((column) => cellValueOf(definition, column, row[column.key])),
  );
  for (const rowCells of cells) worksheet.addRow(rowCells);
  sizeColumns(worksheet, definition, cells);
}

/**
 * An `.xlsx` workbook of the import format's sheets, one worksheet per sheet in the order given: the
 * Italian headers in a bold frozen first row, then each row's cells typed by their column's kind
 * (`workbook-cells.ts`). The templates and the school's export are written by it.
 */
export async function writeWorkbook(sheets: readonly WorkbookSheet[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Inventario';
  for (const sheet of sheets) addWorksheet(workbook, sheet);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
