import {
  type CellRead,
  foldText,
  type ImportCell,
  readAmountCents,
  readChoice,
  readCode,
  readDate,
  readInteger,
  readPercent,
  readText,
  readYesNo,
} from './cell-values.ts';
import type { ImportColumn, ImportSheet } from './import-format.ts';
import type { IssueList } from './import-issues.ts';

/** A sheet as the file reader gives it: every row, the header included. */
export interface SheetContent {
  name: string;
  rows: ImportCell[][];
}

export type RowValue = string | number | boolean | null;

/** A data row read by its sheet's definition: each column's value by key, and its spreadsheet row. */
export interface ReadRow {
  row: number;
  values: Record<string, RowValue>;
}

/** The file's sheet for a definition, by its name or an alias, case and accents aside. */
export function findSheet(
  sheets: readonly SheetContent[],
  definition: ImportSheet,
): SheetContent | undefined {
  const names = [definition.name, ...(definition.aliases ?? [])].map(foldText);
  return sheets.find((sheet) => names.includes(foldText(sheet.name)));
}

/** An empty cell: nothing, or only spaces. */
export const isBlank = (cell: ImportCell | undefined) =>
  cell === null || cell === undefined || (typeof cell === 'string' && cell.trim() === '');

/** Where a sheet's header is: its first row that is not blank; -1 when every row is. */
export function headerIndexOf(sheet: SheetContent): number {
  return sheet.rows.findIndex((cells) => cells.some((cell) => !isBlank(cell)));
}

function columnOfHeader(columns: readonly ImportColumn[], header: string): ImportColumn | undefined {
  const folded = foldText(header);
  return columns.find((c) => [c.header, ...(c.aliases ?? [])].some((name) => foldText(name) === folded));
}

/**
 * Which cell position holds which column: from the first non-blank row, the header. Unknown headers
 * are warned about and left out; a column named twice and a required column missing are errors.
 */
function mapHeader(
  sheet: SheetContent,
  columns: readonly ImportColumn[],
  issues: IssueList,
): { headerIndex: number; positions: Map<number, ImportColumn> } | null {
  const headerIndex = headerIndexOf(sheet);
  if (headerIndex < 0) return null;
  const row = headerIndex + 1;
  const positions = new Map<number, ImportColumn>();
  const seen = new Set<string>();
  for (const [position, cell] of (sheet.rows[headerIndex] ?? []).entries()) {
    if (isBlank(cell)) continue;
    const header = String(cell instanceof Date ? cell.toISOString() : cell).trim();
    const column = columnOfHeader(columns, header);
    if (!column) issues.warning('unknownColumn', { sheet: sheet.name, row, column: header });
    else if (seen.has(column.key))
      issues.error('duplicateColumn', { sheet: sheet.name, row, column: header });
    else {
      seen.add(column.key);
      positions.set(position, column);
    }
  }
  for (const column of columns) {
    if (column.required && !seen.has(column.key))
      issues.error('missingColumn', { sheet: sheet.name, row, column: column.header });
  }
  return { headerIndex, positions };
}

function readCell(column: ImportColumn, cell: ImportCell): CellRead<RowValue> {
  switch (column.kind) {
    case 'text':
      return readText(cell, column.maxLength ?? 200);
    case 'code':
      return readCode(cell, column.maxLength ?? 20);
    case 'amount':
      return readAmountCents(cell);
    case 'signedAmount':
      return readAmountCents(cell, { signed: true });
    case 'date':
      return readDate(cell);
    case 'integer':
      return readInteger(cell);
    case 'count':
      return readInteger(cell, { min: 0 });
    case 'percent':
      return readPercent(cell);
    case 'yesNo':
      return readYesNo(cell);
    case 'choice':
      return readChoice(cell, column.choices ?? []);
  }
}

function readRow(
  sheetName: string,
  cells: readonly ImportCell[],
  row: number,
  positions: Map<number, ImportColumn>,
  issues: IssueList,
): ReadRow {
  const values: Record<string, RowValue> = {};
  for (const column of positions.values()) values[column.key] = null;
  for (const [position, column] of positions) {
    const cell = cells[position] ?? null;
    const place = { sheet: sheetName, row, column: column.header };
    if (isBlank(cell)) {
      if (column.required) issues.error('required', place);
      continue;
    }
    const read = readCell(column, cell);
    if (!read.ok) {
      issues.cell(read.problem, place);
      continue;
    }
    values[column.key] = read.value;
    if (read.warning) issues.cellWarning(read.warning, place);
  }
  return { row, values };
}

/**
 * A sheet's data rows, each cell read by its column: blank rows skipped, every unreadable cell an
 * error at its place (its value then null). Null when the sheet has no header at all.
 */
export function readSheetRows(
  sheet: SheetContent,
  columns: readonly ImportColumn[],
  issues: IssueList,
): ReadRow[] | null {
  const header = mapHeader(sheet, columns, issues);
  if (!header) return null;
  const rows: ReadRow[] = [];
  for (let index = header.headerIndex + 1; index < sheet.rows.length; index++) {
    const cells = sheet.rows[index] ?? [];
    if (cells.every(isBlank)) continue;
    rows.push(readRow(sheet.name, cells, index + 1, header.positions, issues));
  }
  return rows;
}
