import type { Adjustment } from '@inventario/shared/contracts/renewal-adjustments';
import { formatEuros, formatSignedEuros } from '@inventario/shared/format/currency';
import { formatDateTime } from '@inventario/shared/format/date';
import UndoIcon from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { DataGrid, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLatestCallback } from '@/components/actions/use-latest-callback.ts';
import { useGridLocaleText } from '@/components/data/grid-locale.ts';
import { movementDetailRoute } from '@/features/movements';
import { assetText, movementKindOf } from '../model/adjustment-list.ts';

const CELL = { py: 1, minWidth: 0, lineHeight: 1.4, whiteSpace: 'normal', overflowWrap: 'anywhere' } as const;
const PAGE_SIZES = [10, 25, 50];

/** "Scarico n. 3/2025": the movement by its kind, number and year. */
export function movementText(t: TFunction, movement: Adjustment['movement']): string {
  const number = `${movement.number}/${movement.year}`;
  return t(`renewalAdjustments.movements.${movementKindOf(movement.type) ?? 'other'}`, { number });
}

/** The movement an adjustment made, as a link to its detail (the cell's focus decides its Tab stop). */
function MovementLink({ movement, focused }: { movement: Adjustment['movement']; focused: boolean }) {
  const { t } = useTranslation();
  const path = movementDetailRoute(movement);
  const text = movementText(t, movement);
  if (!path) return <>{text}</>;
  return (
    <Link component={RouterLink} to={path} tabIndex={focused ? 0 : -1}>
      {text}
    </Link>
  );
}

function UndoButton(props: { adjustment: Adjustment; focused: boolean; onUndo: (a: Adjustment) => void }) {
  const { t } = useTranslation();
  return (
    <Button
      size="small"
      color="error"
      startIcon={<UndoIcon fontSize="small" />}
      tabIndex={props.focused ? 0 : -1}
      aria-label={t('renewalAdjustments.undo.label', { asset: assetText(props.adjustment.asset) })}
      onClick={(event) => {
        event.stopPropagation();
        props.onUndo(props.adjustment);
      }}
    >
      {t('renewalAdjustments.undo.action')}
    </Button>
  );
}

export interface AdjustmentsTableProps {
  adjustments: readonly Adjustment[];
  loading: boolean;
  /** "Annulla" per row, while adjustments may change; none when read only. */
  onUndo?: ((adjustment: Adjustment) => void) | undefined;
}

/**
 * The renewal's adjustments, oldest first: the kind, the good (register acronym and number), its actual
 * value, new value and variation, the presumed realisation value, the reason, the movement it made (a
 * link to its detail) and who recorded it when; "Annulla" per row while they may change. On a phone,
 * one stacked cell per row. Paged in the browser: the list comes whole.
 */
export function AdjustmentsTable({ adjustments, loading, onUndo }: AdjustmentsTableProps) {
  const { t } = useTranslation();
  const localeText = useGridLocaleText(t('renewalAdjustments.empty'));
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: 10 });
  const undo = useLatestCallback((adjustment: Adjustment) => onUndo?.(adjustment));
  const undoable = onUndo !== undefined;

  const columns = useMemo<GridColDef<Adjustment>[]>(() => {
    const kindText = (row: Adjustment) => t(`renewalAdjustments.kinds.${row.kind}`);
    const createdText = (row: Adjustment) =>
      t('renewalAdjustments.createdByOn', { user: row.createdBy, date: formatDateTime(row.createdAt) });
    const actions: GridColDef<Adjustment>[] = undoable
      ? [
          {
            field: 'actions',
            headerName: t('renewalAdjustments.columns.actions'),
            width: 120,
            sortable: false,
            renderCell: ({ row, hasFocus }) => (
              <Stack sx={{ height: '100%', justifyContent: 'center' }}>
                <UndoButton adjustment={row} focused={hasFocus} onUndo={undo} />
              </Stack>
            ),
          },
        ]
      : [];
    if (phone)
      return [
        {
          field: 'adjustment',
          headerName: t('renewalAdjustments.columns.adjustment'),
          flex: 1,
          sortable: false,
          valueGetter: (_value, row) => assetText(row.asset),
          renderCell: ({ row, hasFocus }) => (
            <Stack spacing={0.5} sx={{ ...CELL, width: '100%' }}>
              <Typography variant="caption" color="text.secondary" component="p">
                {kindText(row)}
              </Typography>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {assetText(row.asset)}
              </Typography>
              <Typography variant="body2">
                {t('renewalAdjustments.valuesLine', {
                  actual: formatEuros(row.actualValue),
                  after: formatEuros(row.newValue),
                  variation: formatSignedEuros(row.variation),
                })}
              </Typography>
              {row.presumedValue === null ? null : (
                <Typography variant="body2">
                  {t('renewalAdjustments.presumedLine', { value: formatEuros(row.presumedValue) })}
                </Typography>
              )}
              <Typography variant="body2">{row.reason}</Typography>
              <Box>
                <MovementLink movement={row.movement} focused={hasFocus} />
              </Box>
              <Typography variant="caption" color="text.secondary" component="p">
                {createdText(row)}
              </Typography>
              {undoable ? (
                <Box>
                  <UndoButton adjustment={row} focused={hasFocus} onUndo={undo} />
                </Box>
              ) : null}
            </Stack>
          ),
        },
      ];
    const amount = (
      field: 'actualValue' | 'newValue' | 'presumedValue',
      format = formatEuros,
    ): GridColDef<Adjustment> => ({
      field,
      headerName: t(`renewalAdjustments.columns.${field}`),
      type: 'number',
      width: field === 'presumedValue' ? 140 : 120,
      valueFormatter: (value: number | null) => (value === null ? '' : format(value)),
    });
    return [
      {
        field: 'kind',
        headerName: t('renewalAdjustments.columns.kind'),
        width: 150,
        valueGetter: (_value, row) => kindText(row),
        renderCell: ({ value }) => <Box sx={CELL}>{String(value ?? '')}</Box>,
      },
      {
        field: 'asset',
        headerName: t('renewalAdjustments.columns.asset'),
        flex: 1,
        minWidth: 180,
        valueGetter: (_value, row) => assetText(row.asset),
        renderCell: ({ value }) => <Box sx={CELL}>{String(value ?? '')}</Box>,
      },
      amount('actualValue'),
      amount('newValue'),
      {
        field: 'variation',
        headerName: t('renewalAdjustments.columns.variation'),
        type: 'number',
        width: 120,
        valueFormatter: (value: number) => formatSignedEuros(value),
      },
      amount('presumedValue'),
      {
        field: 'reason',
        headerName: t('renewalAdjustments.columns.reason'),
        flex: 1,
        minWidth: 160,
        renderCell: ({ value }) => <Box sx={CELL}>{String(value ?? '')}</Box>,
      },
      {
        field: 'movement',
        headerName: t('renewalAdjustments.columns.movement'),
        width: 170,
        sortable: false,
        valueGetter: (_value, row) => movementText(t, row.movement),
        renderCell: ({ row, hasFocus }) => (
          <Box sx={CELL}>
            <MovementLink movement={row.movement} focused={hasFocus} />
          </Box>
        ),
      },
      {
        field: 'created',
        headerName: t('renewalAdjustments.columns.created'),
        width: 170,
        // Sorted by the instant; shown with who recorded it.
        valueGetter: (_value, row) => row.createdAt,
        renderCell: ({ row }) => <Box sx={CELL}>{createdText(row)}</Box>,
      },
      ...actions,
    ];
  }, [t, phone, undoable, undo]);

  return (
    <DataGrid<Adjustment>
      aria-label={t('renewalAdjustments.gridLabel')}
      autoHeight
      rows={adjustments}
      columns={columns}
      loading={loading}
      getRowHeight={() => 'auto'}
      paginationModel={pagination}
      onPaginationModelChange={setPagination}
      pageSizeOptions={PAGE_SIZES}
      disableColumnMenu
      disableRowSelectionOnClick
      localeText={localeText}
    />
  );
}
