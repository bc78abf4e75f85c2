import { formatCents } from '@inventario/shared/format/currency';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLatestCallback } from '@/components/actions/use-latest-callback.ts';
import { useGridLocaleText } from '@/components/data/grid-locale.ts';
import { lineNumberText, type MovementLineView } from '../model/movement-lines.ts';
import { LineActions } from './line-actions.tsx';
import { LineProblemIcon } from './line-problem-icon.tsx';

export interface MovementLinesGridProps {
  label: string;
  lines: readonly MovementLineView[];
  /** Shows the inventory and durable numbers (lines of a saved voucher). */
  showNumbers?: boolean;
  emptyText?: string;
  /** Whether a line may be edited or removed here; without handlers the grid has no actions. */
  canEdit?: (line: MovementLineView) => boolean;
  canRemove?: (line: MovementLineView) => boolean;
  onEdit?: (line: MovementLineView) => void;
  onRemove?: (line: MovementLineView) => void;
}

const PAGE_SIZES = [10, 25, 50, 100];

function DescriptionCell({ line }: { line: MovementLineView }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1} sx={{ height: '100%', alignItems: 'center', minWidth: 0 }}>
      <LineProblemIcon problem={line.problem} />
      <Typography variant="body2" noWrap title={line.description}>
        {line.description}
      </Typography>
      {line.source === 'waiting' ? (
        <Chip size="small" variant="outlined" label={t('movements.lines.source.waiting')} />
      ) : null}
      {line.source === 'component' || line.inUniversality ? (
        <Chip size="small" variant="outlined" label={t('movements.lines.source.component')} />
      ) : null}
    </Stack>
  );
}

/** The subcategory, with its register under it. */
function SubcategoryCell({ line }: { line: MovementLineView }) {
  return (
    <Stack sx={{ height: '100%', justifyContent: 'center', minWidth: 0, lineHeight: 1.3 }}>
      <Typography variant="body2" noWrap title={line.subcategory}>
        {line.subcategory}
      </Typography>
      <Typography variant="caption" color="text.secondary" noWrap>
        {line.register}
      </Typography>
    </Stack>
  );
}

/**
 * The asset lines of a movement, paged in the browser (a voucher holds at most 600): description,
 * subcategory and register, inventory or durable, value, location, and the number once charged.
 */
export function MovementLinesGrid(props: MovementLinesGridProps) {
  const { t } = useTranslation();
  const localeText = useGridLocaleText(props.emptyText);
  const edit = useLatestCallback((line: MovementLineView) => props.onEdit?.(line));
  const remove = useLatestCallback((line: MovementLineView) => props.onRemove?.(line));
  const canEdit = useLatestCallback((line: MovementLineView) =>
    Boolean(props.onEdit && (props.canEdit?.(line) ?? true)),
  );
  const canRemove = useLatestCallback((line: MovementLineView) =>
    Boolean(props.onRemove && (props.canRemove?.(line) ?? true)),
  );
  const hasActions = Boolean(props.onEdit || props.onRemove);
  const { showNumbers } = props;

  const columns = useMemo<GridColDef<MovementLineView>[]>(() => {
    // One number column: the class chip beside it says which register the number belongs to.
    const numbers: GridColDef<MovementLineView>[] = showNumbers
      ? [
          {
            field: 'number',
            headerName: t('movements.lines.number'),
            width: 90,
            type: 'number',
            // Sorted by the number, shown with its register's acronym.
            valueGetter: (_value, row) => row.inventoryNumber ?? row.durableNumber,
            valueFormatter: (_value, row) => lineNumberText(row),
          },
        ]
      : [];
    const actions: GridColDef<MovementLineView>[] = hasActions
      ? [
          {
            field: 'actions',
            headerName: t('movements.lines.actions'),
            width: 90,
            sortable: false,
            renderCell: ({ row }) => (
              <LineActions
                editLabel={t('movements.lines.edit', { name: row.description })}
                removeLabel={t('movements.lines.remove', { name: row.description })}
                onEdit={canEdit(row) ? () => edit(row) : undefined}
                onRemove={canRemove(row) ? () => remove(row) : undefined}
              />
            ),
          },
        ]
      : [];
    return [
      ...numbers,
      {
        field: 'description',
        headerName: t('movements.lines.description'),
        flex: 2,
        minWidth: 200,
        renderCell: ({ row }) => <DescriptionCell line={row} />,
      },
      {
        field: 'subcategory',
        headerName: t('movements.lines.subcategory'),
        flex: 1.5,
        minWidth: 180,
        renderCell: ({ row }) => <SubcategoryCell line={row} />,
      },
      {
        field: 'assetClass',
        headerName: t('movements.lines.class'),
        width: 145,
        renderCell: ({ row }) => (
          <Chip
            size="small"
            color={row.assetClass === 'inventory' ? 'primary' : 'default'}
            variant={row.assetClass === 'inventory' ? 'filled' : 'outlined'}
            label={t(`movements.assetClass.${row.assetClass}`)}
          />
        ),
      },
      {
        field: 'valueCents',
        headerName: t('movements.lines.value'),
        width: 120,
        type: 'number',
        valueFormatter: (value: number) => formatCents(value),
      },
      { field: 'location', headerName: t('movements.lines.location'), flex: 1, minWidth: 150 },
      ...actions,
    ];
  }, [t, showNumbers, hasActions, edit, remove, canEdit, canRemove]);

  return (
    <DataGrid<MovementLineView>
      aria-label={props.label}
      autoHeight
      rows={props.lines}
      columns={columns}
      getRowId={(line) => line.key}
      initialState={{ pagination: { paginationModel: { pageSize: 10, page: 0 } } }}
      pageSizeOptions={PAGE_SIZES}
      disableColumnMenu
      disableRowSelectionOnClick
      localeText={localeText}
    />
  );
}
