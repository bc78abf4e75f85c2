import type { FinancialYear } from '@inventario/shared/contracts/financial-years';
import { formatDate } from '@inventario/shared/format/date';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerDataGrid } from '@/components/data/server-data-grid.tsx';
import type { PagedGridProps } from '@/components/data/use-paged-search.ts';
import { statusTextKey } from '../model/year-actions.ts';

/** Only the year sorts: it is the one key the server's search takes (`fy.year`). */
const SORT_KEYS = { year: 'fy.year' } as const;

/** The years, one per row: year, start, end (DD/MM/YYYY) and the status in words. */
export function YearsGrid(props: PagedGridProps<FinancialYear>) {
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
    ],
    [t],
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
