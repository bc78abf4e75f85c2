import type { RequestedColumn } from '@inventario/shared/domain/exports/export-columns';
import type { GridColDef, GridColumnVisibilityModel, GridValidRowModel } from '@mui/x-data-grid';

/** Grid columns that are controls, not data: never exported. */
export const CONTROL_FIELDS: ReadonlySet<string> = new Set(['actions', '__check__']);

/**
 * The columns an export writes: those the grid shows, in its order, with its headers, but for a
 * column marked `disableExport` (a photo); `labels` give
 * the words of a coded column's values (a status chip's).
 */
export function exportColumnsOf<R extends GridValidRowModel>(
  columns: readonly GridColDef<R>[],
  visibility: GridColumnVisibilityModel,
  labels: Readonly<Record<string, Readonly<Record<string, string>>>> = {},
): RequestedColumn[] {
  return columns
    .filter(
      (column) =>
        !CONTROL_FIELDS.has(column.field) && !column.disableExport && visibility[column.field] !== false,
    )
    .map((column) => {
      const header = column.headerName ?? column.field;
      const codes = labels[column.field];
      return codes ? { key: column.field, header, labels: codes } : { key: column.field, header };
    });
}
