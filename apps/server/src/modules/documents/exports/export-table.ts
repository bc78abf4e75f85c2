import {
  type CatalogExportRequest,
  EXPORT_CATALOGS,
  type TableExportRequest,
} from '@inventario/shared/contracts/exports';
import {
  type ExportColumn,
  type ExportKind,
  type ExportValue,
  exportValueOf,
  unknownColumns,
} from '@inventario/shared/domain/exports/export-columns';
import { tableProblem } from '@inventario/shared/domain/exports/table-cells';
import { AppError } from '../../../http/app-error.ts';

/** One exported cell: its value and, for a number shown with its register, the prefix. */
export interface ExportCell {
  value: ExportValue;
  prefix?: string;
}

/** The export as its writers lay it out: headers and kinds in the screen's order, then the rows. */
export interface ExportTable {
  title: string;
  headers: string[];
  kinds: ExportKind[];
  rows: ExportCell[][];
}

/** Refuses an export naming a column its list cannot export (`exportColumnUnknown`). */
export function checkColumns(request: CatalogExportRequest): void {
  const unknown = unknownColumns(EXPORT_CATALOGS[request.list], request.columns);
  if (unknown.length > 0) throw new AppError('exportColumnUnknown', `Unknown columns: ${unknown.join(', ')}`);
}

/** The list's rows as the requested columns show them. */
export function exportTable(request: CatalogExportRequest, rows: readonly unknown[]): ExportTable {
  checkColumns(request);
  const catalog = EXPORT_CATALOGS[request.list] as Readonly<Record<string, ExportColumn<unknown>>>;
  const columns = request.columns.map((requested) => ({ requested, column: catalog[requested.key] }));
  return {
    title: request.title,
    headers: request.columns.map((column) => column.header),
    kinds: columns.map(({ column }) => column?.kind ?? 'text'),
    rows: rows.map((row) =>
      columns.map(({ requested, column }) => {
        if (!column) return { value: null };
        const value = exportValueOf(column, requested, row);
        const prefix = value === null ? undefined : column.prefix?.(row);
        return prefix ? { value, prefix } : { value };
      }),
    ),
  };
}

/**
 * Refuses a table the client sent that is too long (`exportTableTooLarge`) or holds a cell that is not
 * of its column's kind (`exportCellInvalid`, naming the cell as a spreadsheet would: row and column from 1).
 */
export function checkTable(request: TableExportRequest): void {
  const problem = tableProblem(
    request.columns.map((column) => column.kind),
    request.rows,
  );
  if (!problem) return;
  if (problem.code === 'exportTableTooLarge') {
    throw new AppError('exportTableTooLarge', `${problem.rows} rows`, { rows: problem.rows });
  }
  const { row, column, kind } = problem;
  throw new AppError('exportCellInvalid', `Row ${row}, column ${column}: not a ${kind} cell`, {
    row,
    column,
    kind,
  });
}

/** A table the client sent, as the writers lay it out: its cells as they are, in its columns' kinds. */
export function tableOfCells(request: TableExportRequest): ExportTable {
  checkTable(request);
  return {
    title: request.title,
    headers: request.columns.map((column) => column.header),
    kinds: request.columns.map((column) => column.kind),
    rows: request.rows.map((cells) => cells.map((value) => ({ value }))),
  };
}
