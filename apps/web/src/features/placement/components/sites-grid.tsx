import type { Site } from '@inventario/shared/contracts/placement';
import { DataGrid, type GridColDef, type useGridApiRef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { useGridLocaleText } from '@/components/data/grid-locale.ts';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@/components/data/paging.ts';

export interface SitesGridProps {
  rows: readonly Site[];
  columns: readonly GridColDef<Site>[];
  loading: boolean;
  filtered: boolean;
  selectedSiteId: number | undefined;
  onSelect: (site: Site) => void;
  /** The grid's API, which the export reads the rows from in the order the user sorted them. */
  apiRef?: ReturnType<typeof useGridApiRef>;
}

/** The sites, paged in the browser (the server answers them all: a school has a handful). */
export function SitesGrid({
  rows,
  columns,
  loading,
  filtered,
  selectedSiteId,
  onSelect,
  apiRef,
}: SitesGridProps) {
  const { t } = useTranslation();
  const localeText = useGridLocaleText(filtered ? t('dataGrid.noMatches') : t('placement.sites.empty'));
  return (
    <DataGrid<Site>
      aria-label={t('placement.sites.title')}
      apiRef={apiRef}
      autoHeight
      rows={rows}
      columns={columns}
      loading={loading}
      initialState={{ pagination: { paginationModel: { page: 0, pageSize: DEFAULT_PAGE_SIZE } } }}
      pageSizeOptions={PAGE_SIZES}
      disableColumnMenu
      onRowClick={({ row }) => onSelect(row)}
      getRowClassName={({ id }) => (id === selectedSiteId ? 'row-active' : '')}
      localeText={localeText}
      sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' }, '& .row-active': { bgcolor: 'action.selected' } }}
    />
  );
}
