import type { Recognition } from '@inventario/shared/contracts/recognition';
import { formatDate } from '@inventario/shared/format/date';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerDataGrid } from '@/components/data/server-data-grid.tsx';
import type { PagedGridProps } from '@/components/data/use-paged-search.ts';
import { recognitionRoute } from '../model/recognition-labels.ts';
import { RecognitionStatusChip } from './status-chips.tsx';

/** Grid column → the search's `sortBy` (contracts/recognition `recognitionSortKeys`). */
const SORT_KEYS = { startDate: 'startDate', endDate: 'endDate', status: 'status' } as const;

const ROW_PAGE = { field: 'startDate', path: (row: Recognition) => recognitionRoute(row.id) };

/** The school's recognitions: dates, status, flags and counts; a row opens its detail. */
export function RecognitionsGrid(props: PagedGridProps<Recognition>) {
  const { t } = useTranslation();
  const columns = useMemo<GridColDef<Recognition>[]>(
    () => [
      {
        field: 'startDate',
        headerName: t('recognition.columns.startDate'),
        width: 120,
        valueFormatter: (value: string) => formatDate(value),
      },
      {
        field: 'endDate',
        headerName: t('recognition.columns.endDate'),
        width: 120,
        valueFormatter: (value: string | null) => formatDate(value),
      },
      {
        field: 'status',
        headerName: t('recognition.columns.status'),
        width: 110,
        renderCell: ({ row }) => <RecognitionStatusChip status={row.status} />,
      },
      {
        field: 'forRenewal',
        headerName: t('recognition.columns.forRenewal'),
        width: 110,
        valueGetter: (_value, row) =>
          row.forRenewal ? t('recognition.renewalOf', { year: row.renewalYear }) : t('recognition.no'),
      },
      {
        field: 'includeDurable',
        headerName: t('recognition.columns.includeDurable'),
        width: 115,
        valueGetter: (_value, row) => (row.includeDurable ? t('recognition.yes') : t('recognition.no')),
      },
      {
        field: 'total',
        headerName: t('recognition.columns.total'),
        type: 'number',
        width: 90,
        valueGetter: (_value, row) => row.counts.total,
      },
      {
        field: 'detected',
        headerName: t('recognition.columns.detected'),
        type: 'number',
        width: 100,
        valueGetter: (_value, row) => row.counts.detected + row.counts.correct + row.counts.foundElsewhere,
      },
      {
        field: 'undetected',
        headerName: t('recognition.columns.undetected'),
        type: 'number',
        width: 110,
        valueGetter: (_value, row) => row.counts.undetected,
      },
      {
        field: 'missing',
        headerName: t('recognition.columns.missing'),
        type: 'number',
        width: 100,
        valueGetter: (_value, row) => row.counts.missing,
      },
    ],
    [t],
  );
  return (
    <ServerDataGrid<Recognition>
      label={t('recognition.gridLabel')}
      columns={columns}
      sortKeys={SORT_KEYS}
      rowPage={ROW_PAGE}
      emptyText={t('recognition.empty')}
      {...props}
    />
  );
}
