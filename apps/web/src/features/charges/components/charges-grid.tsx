import type { MovementSummary } from '@inventario/shared/contracts/movements';
import { centsToEuros } from '@inventario/shared/format/currency';
import { formatDate } from '@inventario/shared/format/date';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerDataGrid } from '@/components/data/server-data-grid.tsx';
import type { PagedGridProps } from '@/components/data/use-paged-search.ts';
import { wordsOf } from '@/features/documents';
import {
  type MovementExport,
  MovementGridExport,
  VoucherWorth,
  voucherNumberText,
  voucherWorth,
} from '@/features/movements';
import { useChargeCausals } from '../api/list-charge-causals.ts';

/** Grid column → the movement search's `sortBy` (contracts/movements `movementSortKeys`). */
const SORT_KEYS = { number: 'number', date: 'date', creditor: 'creditor' } as const;

export interface ChargesGridProps extends PagedGridProps<MovementSummary> {
  emptyText: string;
  /** The list's export: its name and filters; without it the grid offers none. */
  exportAs?: MovementExport;
  /** The voucher's detail page, which its number links to and a click or Enter opens. */
  detailPath: (charge: MovementSummary) => string;
}

/** The charge vouchers: number/year, date, causal, supplier, document, assets and total. */
export function ChargesGrid({ emptyText, detailPath, exportAs, ...search }: ChargesGridProps) {
  const { t } = useTranslation();
  const causals = useChargeCausals();
  const columns = useMemo<GridColDef<MovementSummary>[]>(() => {
    const causalText = (code: string | null) =>
      causals.data?.find((causal) => causal.code === code)?.description ?? code ?? '';
    return [
      {
        field: 'number',
        headerName: t('charges.columns.number'),
        width: 110,
        valueGetter: (_value, row) => voucherNumberText(row),
      },
      {
        field: 'date',
        headerName: t('charges.columns.date'),
        width: 120,
        valueFormatter: (value: string) => formatDate(value),
      },
      {
        field: 'causal',
        headerName: t('charges.columns.causal'),
        flex: 1,
        minWidth: 140,
        valueGetter: (_value, row) => causalText(row.causal),
      },
      {
        field: 'creditor',
        headerName: t('charges.columns.creditor'),
        flex: 1.5,
        minWidth: 200,
        valueGetter: (_value, row) => row.creditor?.description ?? '',
      },
      { field: 'documentNumber', headerName: t('charges.columns.document'), flex: 1, minWidth: 130 },
      { field: 'assetCount', headerName: t('charges.columns.assetCount'), width: 90, type: 'number' },
      {
        // What the voucher is worth, durable assets included and named apart: the stored total is the
        // register's inventory figure, 0,00 € for a voucher of durable goods only.
        field: 'worth',
        headerName: t('charges.columns.totalValue'),
        width: 190,
        type: 'number',
        sortable: false,
        valueGetter: (_value, row) => centsToEuros(voucherWorth(row).totalCents),
        renderCell: ({ row }) => <VoucherWorth voucher={row} />,
      },
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
        label={t('charges.gridLabel')}
        columns={columns}
        sortKeys={SORT_KEYS}
        emptyText={emptyText}
        rowPage={{ field: 'number', path: detailPath }}
        {...search}
      />
    </MovementGridExport>
  );
}
