import { registerNumberText } from '@inventario/shared/domain/catalogue/register-acronym';
import { formatCents } from '@inventario/shared/format/currency';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useGridLocaleText } from '@/components/data/grid-locale.ts';
import type { VoucherLineView } from '../model/variation-lines.ts';

const PAGE_SIZES = [10, 25, 50, 100];

/** A signed amount: `+120,00 €`, `-60,00 €`. */
function signedText(cents: number): string {
  return cents > 0 ? `+${formatCents(cents)}` : formatCents(cents);
}

/** The lines of a saved value voucher: each asset with its value before, the variation and after. */
export function VoucherLinesGrid({ lines }: { lines: readonly VoucherLineView[] }) {
  const { t } = useTranslation();
  const localeText = useGridLocaleText();
  const columns = useMemo<GridColDef<VoucherLineView>[]>(
    () => [
      {
        field: 'inventoryNumber',
        headerName: t('movements.lines.number'),
        width: 90,
        type: 'number',
        valueFormatter: (value: number | null, row) => registerNumberText(row.registerKind, value),
      },
      {
        field: 'description',
        headerName: t('movements.lines.description'),
        flex: 2,
        minWidth: 220,
        renderCell: ({ row }) => (
          <Stack sx={{ height: '100%', justifyContent: 'center', minWidth: 0, lineHeight: 1.3 }}>
            <Typography variant="body2" noWrap title={row.description}>
              {row.description}
            </Typography>
            <Typography variant="caption" color="text.secondary" noWrap>
              {row.subcategory}
            </Typography>
          </Stack>
        ),
      },
      {
        field: 'beforeCents',
        headerName: t('valueVouchers.detail.before'),
        width: 130,
        type: 'number',
        valueFormatter: (value: number) => formatCents(value),
      },
      {
        field: 'signedVariationCents',
        headerName: t('valueVouchers.detail.variation'),
        width: 130,
        type: 'number',
        valueFormatter: (value: number) => signedText(value),
      },
      {
        field: 'afterCents',
        headerName: t('valueVouchers.detail.after'),
        width: 130,
        type: 'number',
        valueFormatter: (value: number) => formatCents(value),
      },
      {
        field: 'currentCents',
        headerName: t('valueVouchers.detail.currentValue'),
        width: 160,
        type: 'number',
        valueFormatter: (value: number) => formatCents(value),
      },
      { field: 'location', headerName: t('movements.lines.location'), flex: 1, minWidth: 150 },
    ],
    [t],
  );
  return (
    <DataGrid<VoucherLineView>
      aria-label={t('valueVouchers.detail.linesLabel')}
      autoHeight
      rows={lines}
      columns={columns}
      initialState={{ pagination: { paginationModel: { pageSize: 10, page: 0 } } }}
      pageSizeOptions={PAGE_SIZES}
      disableColumnMenu
      disableRowSelectionOnClick
      localeText={localeText}
    />
  );
}
