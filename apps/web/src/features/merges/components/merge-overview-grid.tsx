import type { MergeOverviewRow, VoucherRef } from '@inventario/shared/contracts/merges';
import { formatCents } from '@inventario/shared/format/currency';
import { formatDate, formatDateTime } from '@inventario/shared/format/date';
import Chip from '@mui/material/Chip';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useGridLocaleText } from '@/components/data/grid-locale.ts';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@/components/data/paging.ts';
import { TwoLineCell } from '@/components/data/two-line-cell.tsx';
import { siteName } from '../model/merge-texts.ts';

const STATE_COLOR = { waiting: 'default', discharged: 'primary', charged: 'success' } as const;

const voucherText = (t: TFunction, voucher: VoucherRef | null) =>
  voucher
    ? t('merges.voucher', { number: voucher.number, year: voucher.year, date: formatDate(voucher.date) })
    : '';

/**
 * Every merge of the installation: the seller and the receiver, from when, its state (waiting,
 * discharged, charged), the sites, goods and value that went, and the two vouchers with when each was
 * made.
 */
export function MergeOverviewGrid({
  rows,
  loading,
  emptyText,
}: {
  rows: readonly MergeOverviewRow[];
  loading: boolean;
  emptyText: string;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const localeText = useGridLocaleText(emptyText);
  const columns = useMemo<GridColDef<MergeOverviewRow>[]>(() => {
    const numbers = new Intl.NumberFormat(language === 'en' ? 'en-GB' : 'it-IT');
    return [
      {
        field: 'seller',
        headerName: t('merges.overview.columns.seller'),
        flex: 1.2,
        minWidth: 160,
        valueGetter: (_value, row) => row.merge.sellerName,
        renderCell: ({ row }) => <TwoLineCell main={row.merge.sellerName} sub={row.merge.sellerCode} />,
      },
      {
        field: 'receiver',
        headerName: t('merges.overview.columns.receiver'),
        flex: 1.2,
        minWidth: 160,
        valueGetter: (_value, row) => row.merge.receiverName,
        renderCell: ({ row }) => <TwoLineCell main={row.merge.receiverName} sub={row.merge.receiverCode} />,
      },
      {
        field: 'effectiveDate',
        headerName: t('merges.overview.columns.effectiveDate'),
        width: 110,
        valueGetter: (_value, row) => row.merge.effectiveDate,
        valueFormatter: (value: string) => formatDate(value),
      },
      {
        field: 'state',
        headerName: t('merges.overview.columns.state'),
        width: 120,
        valueGetter: (_value, row) => t(`merges.overview.states.${row.state}`),
        renderCell: ({ row }) => (
          <Chip
            size="small"
            color={STATE_COLOR[row.state]}
            variant={row.state === 'waiting' ? 'outlined' : 'filled'}
            label={t(`merges.overview.states.${row.state}`)}
          />
        ),
      },
      {
        field: 'sites',
        headerName: t('merges.overview.columns.sites'),
        flex: 1.4,
        minWidth: 180,
        sortable: false,
        valueGetter: (_value, row) => row.sites.map(siteName).join(', '),
        renderCell: ({ formattedValue }) => <TwoLineCell main={String(formattedValue ?? '')} />,
      },
      {
        field: 'goods',
        headerName: t('merges.overview.columns.goods'),
        type: 'number',
        width: 90,
        valueFormatter: (value: number | null) => (value === null ? '' : numbers.format(value)),
      },
      {
        field: 'totalCents',
        headerName: t('merges.overview.columns.value'),
        type: 'number',
        width: 130,
        valueFormatter: (value: number | null) => (value === null ? '' : formatCents(value)),
      },
      {
        field: 'discharge',
        headerName: t('merges.overview.columns.discharge'),
        flex: 1,
        minWidth: 170,
        sortable: false,
        valueGetter: (_value, row) => voucherText(t, row.discharge),
        renderCell: ({ row }) => (
          <TwoLineCell main={voucherText(t, row.discharge)} sub={formatDateTime(row.confirmedAt)} />
        ),
      },
      {
        field: 'charge',
        headerName: t('merges.overview.columns.charge'),
        flex: 1,
        minWidth: 170,
        sortable: false,
        valueGetter: (_value, row) => voucherText(t, row.charge),
        renderCell: ({ row }) => (
          <TwoLineCell main={voucherText(t, row.charge)} sub={formatDateTime(row.chargedAt)} />
        ),
      },
    ];
  }, [t, language]);
  return (
    <DataGrid<MergeOverviewRow>
      aria-label={t('merges.overview.gridLabel')}
      autoHeight
      rows={rows}
      columns={columns}
      getRowId={(row) => row.merge.id}
      getRowHeight={() => 'auto'}
      loading={loading}
      initialState={{ pagination: { paginationModel: { page: 0, pageSize: DEFAULT_PAGE_SIZE } } }}
      pageSizeOptions={PAGE_SIZES}
      disableColumnMenu
      disableRowSelectionOnClick
      localeText={localeText}
    />
  );
}
