import type { MovementSummary } from '@inventario/shared/contracts/movements';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerDataGrid } from '@/components/data/server-data-grid.tsx';
import type { PagedGridProps } from '@/components/data/use-paged-search.ts';
import { wordsOf } from '@/features/documents';
import { type MovementExport, MovementGridExport } from '@/features/movements';
import { useDischargeCausals } from '../api/list-discharge-causals.ts';
import { dischargeColumns } from './discharge-columns.ts';

/** Grid column → the movement search's `sortBy` (contracts/movements `movementSortKeys`). */
const SORT_KEYS = { number: 'number', date: 'date', totalValue: 'totalValue' } as const;

export interface DischargesGridProps extends PagedGridProps<MovementSummary> {
  emptyText: string;
  /** The list's export: its name and filters; without it the grid offers none. */
  exportAs?: MovementExport;
  /** The voucher's detail page, which its number links to and a click or Enter opens. */
  detailPath: (discharge: MovementSummary) => string;
}

/** The discharge vouchers: number/year, date, causal, destination, the DS's measure, assets and total. */
export function DischargesGrid({ emptyText, detailPath, exportAs, ...search }: DischargesGridProps) {
  const { t } = useTranslation();
  const causals = useDischargeCausals();
  const columns = useMemo<GridColDef<MovementSummary>[]>(() => {
    const shared = dischargeColumns<MovementSummary>(t, 'discharges.columns', causals.data);
    return [
      shared.number,
      shared.date,
      shared.causal,
      {
        field: 'debtor',
        headerName: t('discharges.columns.debtor'),
        flex: 1.2,
        minWidth: 170,
        valueGetter: (_value, row) => row.debtor?.description ?? '',
      },
      shared.protocol,
      shared.assetCount,
      shared.totalValue,
    ];
  }, [t, causals.data]);
  return (
    <MovementGridExport
      exportAs={exportAs}
      sort={search.sort}
      total={search.total}
      columns={columns}
      labels={{ causal: wordsOf(causals.data) }}
    >
      <ServerDataGrid<MovementSummary>
        label={t('discharges.gridLabel')}
        columns={columns}
        sortKeys={SORT_KEYS}
        emptyText={emptyText}
        rowPage={{ field: 'number', path: detailPath }}
        {...search}
      />
    </MovementGridExport>
  );
}
