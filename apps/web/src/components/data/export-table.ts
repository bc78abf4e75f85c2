import type { ExportKind } from '@inventario/shared/domain/exports/export-columns';
import type { TableCell } from '@inventario/shared/domain/exports/table-cells';
import type { GridColDef, GridColumnVisibilityModel, GridValidRowModel } from '@mui/x-data-grid';
import { CONTROL_FIELDS } from './export-columns.ts';

/** A column of a list the client exports itself: its header, what its cells hold, and each row's cell. */
export interface TableColumnOf<R> {
  header: string;
  kind: ExportKind;
  cell: (row: R) => TableCell;
}

/** How one grid column's cells are exported, when not as its field's text. */
export type CellOf<R> = Partial<Pick<TableColumnOf<R>, 'kind' | 'cell'>>;

/** The table an export sends: its columns' headers and kinds, then its rows of cells. */
export interface ExportedTable {
  columns: { header: string; kind: ExportKind }[];
  rows: TableCell[][];
}

/** A row's field as a cell: its text or number, nothing else (an object is no cell of its own). */
function fieldCell<R extends GridValidRowModel>(row: R, field: string): TableCell {
  const value: unknown = row[field];
  return typeof value === 'string' || typeof value === 'number' ? value : null;
}

/**
 * The grid's data columns as it shows them (in its order, with its headers, the hidden ones and its
 * controls left out): each cell its field's value unless `cells` tells its kind or how to read it.
 */
export function gridTableColumns<R extends GridValidRowModel>(
  columns: readonly GridColDef<R>[],
  visibility: GridColumnVisibilityModel = {},
  cells: Readonly<Record<string, CellOf<R>>> = {},
): TableColumnOf<R>[] {
  return columns
    .filter((column) => !CONTROL_FIELDS.has(column.field) && visibility[column.field] !== false)
    .map((column) => {
      const own = cells[column.field];
      return {
        header: column.headerName ?? column.field,
        kind: own?.kind ?? 'text',
        cell: own?.cell ?? ((row: R) => fieldCell(row, column.field)),
      };
    });
}

/** The rows as the list shows them (filtered and sorted), written as `columns` say. */
export function exportTableOf<R>(columns: readonly TableColumnOf<R>[], rows: readonly R[]): ExportedTable {
  return {
    columns: columns.map(({ header, kind }) => ({ header, kind })),
    rows: rows.map((row) => columns.map((column) => column.cell(row))),
  };
}
