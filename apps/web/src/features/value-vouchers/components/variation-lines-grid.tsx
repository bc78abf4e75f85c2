import { registerNumberText } from '@inventario/shared/domain/catalogue/register-acronym';
import type { ValueVoucherKind } from '@inventario/shared/domain/movements/value-voucher';
import { formatCents, tidyAmountText } from '@inventario/shared/format/currency';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLatestCallback } from '@/components/actions/use-latest-callback.ts';
import { useGridLocaleText } from '@/components/data/grid-locale.ts';
import { LineProblemIcon } from '@/features/movements';
import { type LineOutcome, lineOutcome, type VariationLine } from '../model/variation-lines.ts';

/** A line with what its variation does, and the message to show on it (the server's first). */
interface LineRow extends VariationLine {
  outcome: LineOutcome;
  problem: string | undefined;
}

export interface VariationLinesGridProps {
  kind: ValueVoucherKind;
  lines: readonly VariationLine[];
  /** The server's messages about lines of a refused save, by line key. */
  problems: Readonly<Record<string, string>>;
  /** Lines still without a variation are marked too (the user tried to go on). */
  showMissing: boolean;
  /** Variations may be typed and lines taken out (a new voucher, or the latest one). */
  canChange: boolean;
  onVariationChange: (key: string, text: string) => void;
  onRemove: (line: VariationLine) => void;
}

const PAGE_SIZES = [10, 25, 50, 100];

function DescriptionCell({ row }: { row: LineRow }) {
  return (
    <Stack direction="row" spacing={1} sx={{ height: '100%', alignItems: 'center', minWidth: 0 }}>
      <LineProblemIcon problem={row.problem} />
      <Stack sx={{ minWidth: 0, lineHeight: 1.3 }}>
        <Typography variant="body2" noWrap title={row.description}>
          {row.description}
        </Typography>
        <Typography variant="caption" color="text.secondary" noWrap title={row.subcategory}>
          {row.subcategory}
        </Typography>
      </Stack>
    </Stack>
  );
}

function VariationCell({
  row,
  canChange,
  onChange,
}: {
  row: LineRow;
  canChange: boolean;
  onChange: (key: string, text: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack sx={{ height: '100%', justifyContent: 'center' }}>
      <TextField
        size="small"
        value={row.variationText}
        onChange={(event) => onChange(row.key, event.target.value)}
        onBlur={() => {
          const tidied = tidyAmountText(row.variationText);
          if (tidied !== row.variationText) onChange(row.key, tidied);
        }}
        // The grid moves between cells with the arrows, space and enter: typing here keeps them.
        onKeyDown={(event) => event.stopPropagation()}
        error={Boolean(row.problem)}
        disabled={!canChange}
        slotProps={{
          htmlInput: {
            inputMode: 'decimal',
            'aria-label': t('valueVouchers.assets.variationOf', { name: row.description }),
            'aria-invalid': Boolean(row.problem),
          },
          input: { endAdornment: <InputAdornment position="end">€</InputAdornment> },
        }}
        sx={{ width: '100%', '& input': { textAlign: 'right' } }}
      />
    </Stack>
  );
}

function NewValueCell({ row }: { row: LineRow }) {
  const { t } = useTranslation();
  const { afterCents, crossing } = row.outcome;
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ height: '100%', alignItems: 'center', justifyContent: 'flex-end' }}
    >
      {crossing ? (
        <Tooltip title={t('valueVouchers.assets.crossingHelp')}>
          <Chip size="small" color="warning" label={t(`valueVouchers.assets.crossing.${crossing}`)} />
        </Tooltip>
      ) : null}
      <Typography variant="body2">{afterCents === null ? '—' : formatCents(afterCents)}</Typography>
    </Stack>
  );
}

/**
 * The lines of a value voucher being built or edited: each asset with its actual value, the variation
 * typed in place, the new value it gives and whether it crosses the 200-euro threshold (spec 02 §5).
 * Paged in the browser (a voucher holds at most 600).
 */
export function VariationLinesGrid(props: VariationLinesGridProps) {
  const { t } = useTranslation();
  const localeText = useGridLocaleText(t('valueVouchers.assets.empty'));
  const { kind, lines, problems, showMissing, canChange } = props;
  const change = useLatestCallback(props.onVariationChange);
  const remove = useLatestCallback((row: LineRow) => props.onRemove(row));
  const rows = useMemo<LineRow[]>(
    () =>
      lines.map((line) => {
        const outcome = lineOutcome(kind, line);
        const own =
          outcome.problem === 'errors.variationMissing' && !showMissing ? undefined : outcome.problem;
        return { ...line, outcome, problem: problems[line.key] ?? own };
      }),
    [kind, lines, problems, showMissing],
  );

  const columns = useMemo<GridColDef<LineRow>[]>(
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
        renderCell: ({ row }) => <DescriptionCell row={row} />,
      },
      {
        field: 'baseCents',
        headerName: t('valueVouchers.assets.actualValue'),
        width: 130,
        type: 'number',
        valueFormatter: (value: number) => formatCents(value),
      },
      {
        field: 'variationText',
        headerName: t('valueVouchers.assets.variation'),
        width: 160,
        sortable: false,
        renderCell: ({ row }) => <VariationCell row={row} canChange={canChange} onChange={change} />,
      },
      {
        field: 'afterCents',
        headerName: t('valueVouchers.assets.newValue'),
        width: 230,
        sortable: false,
        align: 'right',
        headerAlign: 'right',
        renderCell: ({ row }) => <NewValueCell row={row} />,
      },
      ...(canChange
        ? [
            {
              field: 'actions',
              headerName: t('movements.lines.actions'),
              width: 80,
              sortable: false,
              renderCell: ({ row }) => {
                const label = t('valueVouchers.assets.remove', { name: row.description });
                return (
                  <Tooltip title={label}>
                    <IconButton size="small" color="error" aria-label={label} onClick={() => remove(row)}>
                      <DeleteOutlinedIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                );
              },
            } satisfies GridColDef<LineRow>,
          ]
        : []),
    ],
    [t, canChange, change, remove],
  );

  return (
    <DataGrid<LineRow>
      aria-label={t('valueVouchers.assets.gridLabel')}
      autoHeight
      rows={rows}
      columns={columns}
      getRowId={(row) => row.key}
      initialState={{ pagination: { paginationModel: { pageSize: 10, page: 0 } } }}
      pageSizeOptions={PAGE_SIZES}
      disableColumnMenu
      disableRowSelectionOnClick
      localeText={localeText}
    />
  );
}
