import type { MovementSummary } from '@inventario/shared/contracts/movements';
import { formatEuros } from '@inventario/shared/format/currency';
import { formatDate } from '@inventario/shared/format/date';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerDataGrid } from '@/components/data/server-data-grid.tsx';
import type { PagedGridProps } from '@/components/data/use-paged-search.ts';
import { voucherNumberText } from '@/features/movements/model/voucher.ts';
import { useDischargeCausals } from '../api/list-discharge-causals.ts';
import { causalText, protocolText } from '../model/discharge-texts.ts';

/** Grid column → the movement search's `sortBy` (contracts/movements `movementSortKeys`). */
const SORT_KEYS = { number: 'number', date: 'date', totalValue: 'totalValue' } as const;

export interface DischargesGridProps extends PagedGridProps<MovementSummary> {
  emptyText: string;
  onOpen: (discharge: MovementSummary) => void;
}

/** The discharge vouchers: number/year, date, causal, destination, the DS's measure, assets and total. */
export function DischargesGrid({ emptyText, onOpen, ...search }: DischargesGridProps) {
  const { t } = useTranslation();
  const causals = useDischargeCausals();
  const columns = useMemo<GridColDef<MovementSummary>[]>(
    () => [
      {
        field: 'number',
        headerName: t('discharges.columns.number'),
        width: 100,
        valueGetter: (_value, row) => voucherNumberText(row),
      },
      {
        field: 'date',
        headerName: t('discharges.columns.date'),
        width: 110,
        valueFormatter: (value: string) => formatDate(value),
      },
      {
        field: 'causal',
        headerName: t('discharges.columns.causal'),
        flex: 1.2,
        minWidth: 160,
        valueGetter: (_value, row) => causalText(causals.data, row.causal),
      },
      {
        field: 'debtor',
        headerName: t('discharges.columns.debtor'),
        flex: 1.2,
        minWidth: 170,
        valueGetter: (_value, row) => row.debtor?.description ?? '',
      },
      {
        field: 'protocol',
        headerName: t('discharges.columns.protocol'),
        flex: 1,
        minWidth: 150,
        valueGetter: (_value, row) => protocolText(row, t('discharges.of')),
      },
      { field: 'assetCount', headerName: t('discharges.columns.assetCount'), width: 80, type: 'number' },
      {
        field: 'totalValue',
        headerName: t('discharges.columns.totalValue'),
        width: 130,
        type: 'number',
        valueFormatter: (value: number) => formatEuros(value),
      },
    ],
    [t, causals.data],
  );
  return (
    <ServerDataGrid<MovementSummary>
      label={t('discharges.gridLabel')}
      columns={columns}
      sortKeys={SORT_KEYS}
      emptyText={emptyText}
      onRowClick={onOpen}
      {...search}
    />
  );
}
