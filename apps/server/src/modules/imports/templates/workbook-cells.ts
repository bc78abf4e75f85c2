import type { ColumnKind, ImportColumn, ImportSheet } from '@inventario/shared/domain/imports/import-format';

/**
 * A row of a sheet as the import's cell readers give it back (`cell-values.ts`): amounts in integer
 * cents, dates as ISO `yyyy-mm-dd`, percents in points (25 for 25 %), yes/no as booleans, choices
 * by their codes, codes and text as strings. Writing the same values the reading gives keeps the
 * export's round trip exact; null and undefined leave the cell empty.
 */
export type WorkbookValue = string | number | boolean | null | undefined;
export type WorkbookRow = Readonly<Record<string, WorkbookValue>>;

/** A value as a cell holds it: exceljs writes a string as a text cell, never as a formula. */
export type CellValue = string | number | Date | null;

/** Euros in the Italian way (`1.234,56 €`: the spreadsheet's locale draws the separators). */
export const AMOUNT_FORMAT = '#,##0.00 "€"';
export const DATE_FORMAT = 'dd/mm/yyyy';
/** Excel's "Text" format: what a user types under the header stays text, so `01` keeps its zero. */
export const TEXT_FORMAT = '@';
const INTEGER_FORMAT = '0';

const NUMBER_FORMATS: Partial<Record<ColumnKind, string>> = {
  text: TEXT_FORMAT,
  code: TEXT_FORMAT,
  amount: AMOUNT_FORMAT,
  signedAmount: AMOUNT_FORMAT,
  date: DATE_FORMAT,
  integer: INTEGER_FORMAT,
  count: INTEGER_FORMAT,
};

/** The format of a column's cells; none for the kinds a spreadsheet's General format shows well. */
export function numberFormatOf(kind: ColumnKind): string | undefined {
  return NUMBER_FORMATS[kind];
}

/** Room for `31/12/2026` and `123.456,78 €` under short headers. */
const VALUE_WIDTHS: Partial<Record<ColumnKind, number>> = { date: 10, amount: 13, signedAmount: 13 };
/** Past this many characters a text wraps in its cell rather than widen its column further. */
export const MAX_COLUMN_WIDTH = 60;

/**
 * A column as wide as its header or its longest text (in characters, exceljs's unit), up to
 * MAX_COLUMN_WIDTH, with a margin: an empty template's columns are as wide as their headers.
 */
export function columnWidthOf(column: ImportColumn, cells: readonly CellValue[]): number {
  const longestText = cells.reduce<number>(
    (longest, cell) => (typeof cell === 'string' ? Math.max(longest, cell.length) : longest),
    0,
  );
  const width = Math.max(column.header.length, VALUE_WIDTHS[column.kind] ?? 0, longestText);
  return Math.min(width, MAX_COLUMN_WIDTH) + 2;
}

class WrongValue extends TypeError {
  constructor(sheet: ImportSheet, column: ImportColumn, value: WorkbookValue, expected: string) {
    super(`${sheet.name} · ${column.header}: ${JSON.stringify(value)} is not ${expected}`);
  }
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The calendar day at UTC midnight: exceljs counts a date's serial in UTC, as readDate reads it. */
function dateCell(iso: string): Date | null {
  const match = ISO_DATE.exec(iso);
  return match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
}

/**
 * A rate between 0 and 1 % would read back as a fraction of a percentage cell (0.5 as 50 %), so it
 * goes as text with its sign, which reads alike in a workbook and a CSV file.
 */
function percentCell(points: number): string | number {
  return points > 0 && points < 1 ? `${String(points).replace('.', ',')}%` : points;
}

function textCell(value: WorkbookValue): string | null {
  if (typeof value === 'string') return value;
  return typeof value === 'number' ? String(value) : null;
}

function writeValue(column: ImportColumn, value: Exclude<WorkbookValue, null | undefined>): CellValue {
  switch (column.kind) {
    case 'text':
    case 'code':
      return textCell(value);
    case 'amount':
    case 'signedAmount':
      return Number.isSafeInteger(value) ? (value as number) / 100 : null;
    case 'date':
      return typeof value === 'string' ? dateCell(value) : null;
    case 'integer':
    case 'count':
      return Number.isSafeInteger(value) ? (value as number) : null;
    case 'percent':
      return typeof value === 'number' && Number.isFinite(value) ? percentCell(value) : null;
    case 'yesNo':
      return typeof value === 'boolean' ? (value ? 'Sì' : 'No') : null;
    case 'choice':
      return column.choices?.find((choice) => choice.code === value)?.labels[0] ?? null;
  }
}

const EXPECTED: Record<ColumnKind, string> = {
  text: 'text',
  code: 'a code',
  amount: 'integer cents',
  signedAmount: 'integer cents',
  date: 'an ISO date',
  integer: 'an integer',
  count: 'an integer',
  percent: 'percent points',
  yesNo: 'a boolean',
  choice: 'one of its choices’ codes',
};

/** The cell of a column; a value of the wrong kind is the caller's mistake, refused rather than guessed. */
export function cellValueOf(sheet: ImportSheet, column: ImportColumn, value: WorkbookValue): CellValue {
  if (value === null || value === undefined) return null;
  const cell = writeValue(column, value);
  if (cell === null) throw new WrongValue(sheet, column, value, EXPECTED[column.kind]);
  return cell;
}
