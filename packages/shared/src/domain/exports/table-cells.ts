import { isCalendarDate } from '../../format/date.ts';
import type { ExportKind } from './export-columns.ts';

/**
 * A list the client builds itself (the sites, the aggregations, the categories: a few dozen rows it
 * holds whole, filtered and sorted on screen) is exported from the cells it shows: one column kind
 * each, one value per cell (issue 20). The server checks them before writing them as typed cells.
 */
export type TableCell = string | number | null;

/** The most rows such a table sends (a list of the server's own is exported by the server instead). */
export const EXPORT_TABLE_MAX_ROWS = 10_000;
/** The most bytes of such an export's request body (its cells are kept with the request). */
export const EXPORT_TABLE_MAX_BYTES = 2 * 1024 * 1024;
/** The longest text a cell holds (a spreadsheet's own limit). */
export const EXPORT_CELL_MAX_CHARS = 32_767;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** An instant with its offset, as the API answers them: `2026-03-05T09:07:00.000Z`. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

function isIsoDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  return match !== null && isCalendarDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** Whether a cell holds what its column's kind writes: text, a whole number, an amount, a date, an instant. */
export function cellFits(kind: ExportKind, cell: TableCell): boolean {
  if (cell === null) return true;
  switch (kind) {
    case 'text':
      return typeof cell === 'string';
    case 'integer':
      return typeof cell === 'number' && Number.isSafeInteger(cell);
    case 'euro':
      return typeof cell === 'number' && Number.isFinite(cell);
    case 'date':
      return typeof cell === 'string' && isIsoDate(cell);
    case 'dateTime':
      return typeof cell === 'string' && ISO_INSTANT.test(cell) && !Number.isNaN(Date.parse(cell));
  }
}

export type TableProblem =
  | { code: 'exportTableTooLarge'; rows: number }
  | { code: 'exportCellInvalid'; row: number; column: number; kind: ExportKind };

/**
 * What keeps a table from being exported: too many rows, or a cell (row and column from 1, as a
 * spreadsheet counts them) that is not of its column's kind or a row without a cell per column.
 */
export function tableProblem(
  kinds: readonly ExportKind[],
  rows: readonly (readonly TableCell[])[],
): TableProblem | null {
  if (rows.length > EXPORT_TABLE_MAX_ROWS) return { code: 'exportTableTooLarge', rows: rows.length };
  for (const [index, cells] of rows.entries()) {
    if (cells.length !== kinds.length) {
      const column = Math.min(cells.length, kinds.length) + 1;
      return { code: 'exportCellInvalid', row: index + 1, column, kind: kinds[column - 1] ?? 'text' };
    }
    const column = kinds.findIndex((kind, at) => !cellFits(kind, cells[at] ?? null));
    if (column >= 0)
      return { code: 'exportCellInvalid', row: index + 1, column: column + 1, kind: kinds[column] ?? 'text' };
  }
  return null;
}
