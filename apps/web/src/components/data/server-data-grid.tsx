import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import {
  DataGrid,
  type GridColDef,
  type GridColumnVisibilityModel,
  type GridRenderCellParams,
  type GridRowId,
  type GridRowParams,
  type GridRowSelectionModel,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { useMemo } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ListLoadFailure } from '@/components/feedback/list-load-failure.tsx';
import { useGridLocaleText } from './grid-locale.ts';
import { mergePageSelection, selectionModelOf } from './grid-selection.ts';
import { type SortKeys, toSortModel, toSortRequest } from './grid-sort.ts';
import { PAGE_SIZES } from './paging.ts';
import type { PagedGridProps } from './use-paged-search.ts';
import type { RowSelection } from './use-row-selection.ts';

export interface ServerDataGridProps<R extends GridValidRowModel> extends PagedGridProps<R> {
  /** Accessible name of the grid (its `aria-label`). */
  label: string;
  columns: readonly GridColDef<R>[];
  /** Column field → the API's `sortBy` key; the other columns cannot be sorted. */
  sortKeys?: SortKeys;
  /** Checkbox selection, kept across pages (see `useRowSelection`). */
  selection?: RowSelection<R>;
  emptyText?: string;
  getRowId?: (row: R) => GridRowId;
  onRowClick?: (row: R) => void;
  /**
   * The row's own page (a voucher's detail): the `field` cell is a link to it, and a click on the row
   * or Enter on any of its cells opens it, as the mouse does.
   */
  rowPage?: { field: string; path: (row: R) => string };
  /** The id of the row to highlight (the row whose details are shown next to the grid). */
  activeRowId?: GridRowId;
  /** Rows as tall as their cells: a long text wraps rather than being cut (the cell lets it wrap). */
  autoRowHeight?: boolean;
  /** The columns hidden (`false`) by the user's choice (`useColumnChoice`). */
  columnVisibilityModel?: GridColumnVisibilityModel;
}

const NO_SORT: SortKeys = {};
const idOf = (row: GridValidRowModel): GridRowId => row.id as GridRowId;

/**
 * MUI X Data Grid with the paging and the sort on the server (page sizes 5, 10, 15), the loading
 * overlay, a failure banner naming the list with Retry, the app's empty text and the grid's own texts in the interface
 * language. Feed it from `usePagedSearch(...).gridProps`.
 */
export function ServerDataGrid<R extends GridValidRowModel>(props: ServerDataGridProps<R>) {
  // A list that failed to load is empty, without the text that says it has nothing (spec 02 §8).
  const localeText = useGridLocaleText(props.error ? '' : props.emptyText);
  const sortKeys = props.sortKeys ?? NO_SORT;
  const getRowId = props.getRowId ?? idOf;
  // Stable column and sort props: the grid goes back to the first page whenever it sees a new sort model.
  const sortKeysText = JSON.stringify(sortKeys);
  const { rowPage } = props;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the keys' content, not their identity, matters
  const columns = useMemo(
    () =>
      props.columns.map((column) => {
        const sortable = { sortable: column.field in sortKeys, ...column };
        return rowPage?.field === column.field
          ? { ...sortable, renderCell: pageLinkCell(rowPage.path) }
          : sortable;
      }),
    [props.columns, sortKeysText, rowPage],
  );
  const navigate = useNavigate();
  const openRow = props.onRowClick ?? (rowPage ? (row: R) => void navigate(rowPage.path(row)) : undefined);
  const { sortBy, sortDesc } = props.sort;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the keys' content, not their identity, matters
  const sortModel = useMemo(
    () => toSortModel({ sortBy, sortDesc }, sortKeys),
    [sortBy, sortDesc, sortKeysText],
  );
  const { selection } = props;

  const changeSort = (model: GridSortModel) => props.onSortChange(toSortRequest(model, sortKeys));
  const changeSelection = (model: GridRowSelectionModel) => {
    if (!selection) return;
    const multiple = selection.mode === 'multiple';
    selection.onChange(mergePageSelection(selection.selected, props.rows, getRowId, model, multiple));
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, width: '100%' }}>
      {props.error ? (
        <ListLoadFailure error={props.error} list={props.label} onRetry={props.onRetry} />
      ) : null}
      <DataGrid<R>
        aria-label={props.label}
        autoHeight
        rows={props.rows}
        columns={columns}
        getRowId={getRowId}
        rowCount={props.total}
        loading={props.loading}
        paginationMode="server"
        paginationModel={props.paginationModel}
        onPaginationModelChange={props.onPaginationModelChange}
        pageSizeOptions={PAGE_SIZES}
        sortingMode="server"
        sortModel={sortModel}
        onSortModelChange={changeSort}
        disableColumnMenu
        disableColumnFilter
        checkboxSelection={Boolean(selection)}
        disableMultipleRowSelection={selection?.mode === 'single'}
        keepNonExistentRowsSelected
        rowSelectionModel={selection ? selectionModelOf(selection.selected) : undefined}
        onRowSelectionModelChange={changeSelection}
        disableRowSelectionOnClick={!selection}
        onRowClick={openRow ? (params: GridRowParams<R>) => openRow(params.row) : undefined}
        onCellKeyDown={(params, event) => {
          // The grid moves between cells with the arrows; Enter opens the row, as a click does.
          if (!openRow || event.key !== 'Enter' || params.field === '__check__') return;
          event.defaultMuiPrevented = true;
          openRow(params.row);
        }}
        getRowClassName={(params) => (params.id === props.activeRowId ? 'row-active' : '')}
        getRowHeight={props.autoRowHeight ? () => 'auto' : undefined}
        columnVisibilityModel={props.columnVisibilityModel}
        localeText={localeText}
        sx={{
          '& .row-active': { bgcolor: 'action.selected' },
          '& .MuiDataGrid-row': { cursor: openRow ? 'pointer' : 'default' },
        }}
      />
    </Box>
  );
}

/**
 * A cell showing its value as a link to the row's page. The grid gives the focus to cells, not to
 * what they hold: the link takes the Tab only while its cell has the focus (MUI X's rule for
 * focusable cell content), and its own click does not reach the row's.
 */
function pageLinkCell<R extends GridValidRowModel>(path: (row: R) => string) {
  return (params: GridRenderCellParams<R>) => (
    <Link
      component={RouterLink}
      to={path(params.row)}
      tabIndex={params.hasFocus ? 0 : -1}
      onClick={(event) => event.stopPropagation()}
    >
      {String(params.formattedValue ?? params.value ?? '')}
    </Link>
  );
}
