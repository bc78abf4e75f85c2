import type { ExportRequest } from '@inventario/shared/contracts/exports';
import Stack from '@mui/material/Stack';
import type { GridColDef, GridColumnVisibilityModel, GridValidRowModel } from '@mui/x-data-grid';
import type { ReactNode } from 'react';
import { exportColumnsOf } from '@/components/data/export-columns.ts';
import type { ExportedTable } from '@/components/data/export-table.ts';
import type { SortRequest } from '@/components/data/grid-sort.ts';
import { ExportButton } from './export-button.tsx';

/** What a list the server reads exports: which list, its name, and the filters it applies (its search body). */
export type ListExport = ExportRequest extends infer R
  ? R extends Extract<ExportRequest, { search: unknown }>
    ? Pick<R, 'list' | 'title' | 'search'>
    : never
  : never;
export type ListExportOf<L extends ExportRequest['list']> = Extract<ListExport, { list: L }>;

/** The words of coded values as a list's codes → texts (a causal list's, a status's). */
export const wordsOf = (items: readonly { code: string; description: string }[] | undefined) =>
  Object.fromEntries((items ?? []).map((item) => [item.code, item.description]));

/**
 * A grid with "Esporta" above it when its list exports (`exportAs`): the rows the grid shows (its
 * filters, its sort, its visible columns) as a spreadsheet; `labels` name its coded columns' values.
 */
export function WithListExport<R extends GridValidRowModel>(props: {
  exportAs: ListExport | undefined;
  sort: SortRequest;
  total: number;
  columns: readonly GridColDef<R>[];
  visibility?: GridColumnVisibilityModel;
  labels?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  children: ReactNode;
}) {
  const { exportAs } = props;
  if (!exportAs) return props.children;
  const draft = () =>
    ({
      ...exportAs,
      search: { ...exportAs.search, ...props.sort },
      columns: exportColumnsOf(props.columns, props.visibility ?? {}, props.labels),
    }) as Parameters<typeof ExportButton>[0] extends { draft: () => infer D } ? D : never;
  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <ExportButton draft={draft} rows={props.total} />
      </Stack>
      {props.children}
    </Stack>
  );
}

/**
 * A list the client builds itself (the sites, the aggregations: held whole, filtered and sorted on
 * screen) with "Esporta" above it: `table` gives its rows as the screen shows them, cell by cell.
 */
export function WithTableExport(props: {
  title: string;
  table: () => ExportedTable;
  rows: number;
  children: ReactNode;
}) {
  const draft = () => ({ list: 'table' as const, title: props.title, ...props.table() });
  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <ExportButton draft={draft} rows={props.rows} />
      </Stack>
      {props.children}
    </Stack>
  );
}
