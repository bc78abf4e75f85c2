import type { FinancialYear } from '@inventario/shared/contracts/financial-years';
import { formatDate } from '@inventario/shared/format/date';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibraryOutlined';
import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerDataGrid } from '@/components/data/server-data-grid.tsx';
import type { PagedGridProps } from '@/components/data/use-paged-search.ts';
import { statusTextKey } from '../model/year-actions.ts';
import { hasPictures } from '../model/year-pictures.ts';

/** Only the year sorts: it is the one key the server's search takes (`fy.year`). */
const SORT_KEYS = { year: 'fy.year' } as const;

export interface YearsGridProps extends PagedGridProps<FinancialYear> {
  /** Opens a closed year's historical pictures of the registers. */
  onPictures: (year: FinancialYear) => void;
}

/**
 * The years, one per row: year, start, end (DD/MM/YYYY), the status in words, and for a closed year
 * its registers' historical pictures.
 */
export function YearsGrid({ onPictures, ...props }: YearsGridProps) {
  const { t } = useTranslation();
  const columns = useMemo<GridColDef<FinancialYear>[]>(
    () => [
      { field: 'year', headerName: t('financialYear.columns.year'), width: 140 },
      {
        field: 'startDate',
        headerName: t('financialYear.columns.startDate'),
        width: 160,
        valueFormatter: (value: string) => formatDate(value),
      },
      {
        field: 'endDate',
        headerName: t('financialYear.columns.endDate'),
        width: 160,
        valueFormatter: (value: string | null) => formatDate(value),
      },
      {
        field: 'status',
        headerName: t('financialYear.columns.status'),
        flex: 1,
        minWidth: 200,
        valueGetter: (_value, row) => {
          const key = statusTextKey(row.status.code);
          return key ? t(key) : row.status.description;
        },
      },
      {
        field: 'pictures',
        headerName: t('financialYear.columns.pictures'),
        width: 240,
        renderCell: ({ row }) =>
          hasPictures(row) ? (
            <Button
              size="small"
              startIcon={<PhotoLibraryIcon />}
              aria-label={t('financialYear.pictures.open', { year: row.year })}
              onClick={() => onPictures(row)}
            >
              {t('financialYear.actions.pictures')}
            </Button>
          ) : null,
      },
    ],
    [t, onPictures],
  );
  return (
    <ServerDataGrid
      label={t('financialYear.gridLabel')}
      columns={columns}
      sortKeys={SORT_KEYS}
      emptyText={t('financialYear.empty')}
      {...props}
    />
  );
}
