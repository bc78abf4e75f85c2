import type { MovementSummary } from '@inventario/shared/contracts/movements';
import { formatEuros } from '@inventario/shared/format/currency';
import { formatDate } from '@inventario/shared/format/date';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerDataGrid } from '@/components/data/server-data-grid.tsx';
import type { PagedGridProps } from '@/components/data/use-paged-search.ts';
import { wordsOf } from '@/features/documents';
import { type MovementExport, MovementGridExport, voucherNumberText } from '@/features/movements';
import { useProposalCausals } from '../api/proposal-lists.ts';
import { ProposalStatusChip } from './proposal-status-chip.tsx';

/** Grid column → the movement search's `sortBy` (contracts/movements `movementSortKeys`). */
const SORT_KEYS = {
  number: 'number',
  progressive: 'progressive',
  date: 'date',
  totalValue: 'totalValue',
} as const;

export interface ProposalsGridProps extends PagedGridProps<MovementSummary> {
  emptyText: string;
  /** The list's export: its name and filters; without it the grid offers none. */
  exportAs?: MovementExport;
  /** The voucher's detail page, which its number links to and a click or Enter opens. */
  detailPath: (proposal: MovementSummary) => string;
}

/** The discharge proposals: number/year, progressive, date, causal, status, protocol, assets and total. */
export function ProposalsGrid({ emptyText, detailPath, exportAs, ...search }: ProposalsGridProps) {
  const { t } = useTranslation();
  const causals = useProposalCausals();
  const columns = useMemo<GridColDef<MovementSummary>[]>(() => {
    const causalText = (code: string | null) =>
      causals.data?.find((causal) => causal.code === code)?.description ?? code ?? '';
    const protocolText = (row: MovementSummary) =>
      row.protocolNumber
        ? t('proposals.protocolText', { number: row.protocolNumber, date: formatDate(row.protocolDate) })
        : formatDate(row.protocolDate);
    return [
      {
        field: 'number',
        headerName: t('proposals.columns.number'),
        width: 90,
        valueGetter: (_value, row) => voucherNumberText(row),
      },
      {
        field: 'progressive',
        headerName: t('proposals.columns.progressive'),
        width: 110,
        type: 'number',
      },
      {
        field: 'date',
        headerName: t('proposals.columns.date'),
        width: 110,
        valueFormatter: (value: string) => formatDate(value),
      },
      {
        field: 'causal',
        headerName: t('proposals.columns.causal'),
        flex: 1.5,
        minWidth: 160,
        sortable: false,
        valueGetter: (_value, row) => causalText(row.causal),
      },
      {
        field: 'status',
        headerName: t('proposals.columns.status'),
        width: 130,
        sortable: false,
        renderCell: ({ row }) => <ProposalStatusChip status={row.status} />,
      },
      {
        field: 'protocol',
        headerName: t('proposals.columns.protocol'),
        flex: 1,
        minWidth: 140,
        sortable: false,
        valueGetter: (_value, row) => protocolText(row),
      },
      {
        field: 'assetCount',
        headerName: t('proposals.columns.assetCount'),
        width: 80,
        type: 'number',
        sortable: false,
      },
      {
        field: 'totalValue',
        headerName: t('proposals.columns.totalValue'),
        width: 120,
        type: 'number',
        valueFormatter: (value: number) => formatEuros(value),
      },
    ];
  }, [t, causals.data]);
  return (
    <MovementGridExport
      exportAs={exportAs}
      sort={search.sort}
      total={search.total}
      columns={columns}
      labels={{
        causal: wordsOf(causals.data),
        status: { 1: t('proposals.status.1'), 2: t('proposals.status.2') },
      }}
    >
      <ServerDataGrid<MovementSummary>
        label={t('proposals.gridLabel')}
        columns={columns}
        sortKeys={SORT_KEYS}
        emptyText={emptyText}
        rowPage={{ field: 'number', path: detailPath }}
        {...search}
      />
    </MovementGridExport>
  );
}
