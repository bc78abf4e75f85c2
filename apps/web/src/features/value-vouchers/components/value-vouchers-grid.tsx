import type { MovementSummary } from '@inventario/shared/contracts/movements';
import { formatEuros } from '@inventario/shared/format/currency';
import { formatDate } from '@inventario/shared/format/date';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerDataGrid } from '@/components/data/server-data-grid.tsx';
import type { PagedGridProps } from '@/components/data/use-paged-search.ts';
import { wordsOf } from '@/features/documents';
import { type MovementExport, MovementGridExport, voucherNumberText } from '@/features/movements';
import { useVoucherTypes } from '../api/list-voucher-types.ts';
import { VOUCHER_SORT_KEYS } from '../model/voucher-filters.ts';
import { kindOf } from '../model/voucher-kind.ts';
import { isSystemVoucher, typeDescription } from '../model/voucher-types.ts';
import { VoucherKindChip } from './voucher-kind-chip.tsx';

export interface ValueVouchersGridProps extends PagedGridProps<MovementSummary> {
  emptyText: string;
  /** The list's export: its name and filters; without it the grid offers none. */
  exportAs?: MovementExport;
  /** The voucher's detail page, which its number links to and a click or Enter opens. */
  detailPath: (voucher: MovementSummary) => string;
}

/** The reason, and the lock of the yearly depreciation's vouchers, which only the system writes. */
function ReasonCell({ voucher }: { voucher: MovementSummary }) {
  const { t } = useTranslation();
  const types = useVoucherTypes();
  const system = isSystemVoucher(types.data, voucher.voucherType);
  return (
    <Stack direction="row" spacing={1} sx={{ height: '100%', alignItems: 'center', minWidth: 0 }}>
      <Typography variant="body2" noWrap>
        {typeDescription(types.data, voucher.voucherType)}
      </Typography>
      {system ? (
        <Tooltip title={t('valueVouchers.systemHelp')}>
          <LockOutlinedIcon fontSize="small" color="action" aria-label={t('valueVouchers.system')} />
        </Tooltip>
      ) : null}
    </Stack>
  );
}

/** The value vouchers of both kinds: kind, number/year, date, reason, assets and total variation. */
export function ValueVouchersGrid({ emptyText, detailPath, exportAs, ...search }: ValueVouchersGridProps) {
  const { t } = useTranslation();
  const types = useVoucherTypes();
  const columns = useMemo<GridColDef<MovementSummary>[]>(
    () => [
      {
        field: 'kind',
        headerName: t('valueVouchers.columns.kind'),
        width: 140,
        renderCell: ({ row }) => {
          const kind = kindOf(row.type);
          return kind ? <VoucherKindChip kind={kind} /> : null;
        },
      },
      {
        field: 'number',
        headerName: t('valueVouchers.columns.number'),
        width: 110,
        valueGetter: (_value, row) => voucherNumberText(row),
      },
      {
        field: 'date',
        headerName: t('valueVouchers.columns.date'),
        width: 120,
        valueFormatter: (value: string) => formatDate(value),
      },
      {
        field: 'voucherType',
        headerName: t('valueVouchers.columns.voucherType'),
        flex: 1,
        minWidth: 220,
        renderCell: ({ row }) => <ReasonCell voucher={row} />,
      },
      { field: 'assetCount', headerName: t('valueVouchers.columns.assetCount'), width: 90, type: 'number' },
      {
        field: 'totalValue',
        headerName: t('valueVouchers.columns.totalValue'),
        width: 170,
        type: 'number',
        valueFormatter: (value: number) => formatEuros(value),
      },
    ],
    [t],
  );
  return (
    <MovementGridExport
      exportAs={exportAs}
      sort={search.sort}
      total={search.total}
      columns={columns}
      labels={{
        kind: { 5: t('valueVouchers.kinds.decrease'), 6: t('valueVouchers.kinds.increase') },
        voucherType: wordsOf(types.data),
      }}
    >
      <ServerDataGrid<MovementSummary>
        label={t('valueVouchers.gridLabel')}
        columns={columns}
        sortKeys={VOUCHER_SORT_KEYS}
        emptyText={emptyText}
        rowPage={{ field: 'number', path: detailPath }}
        {...search}
      />
    </MovementGridExport>
  );
}
