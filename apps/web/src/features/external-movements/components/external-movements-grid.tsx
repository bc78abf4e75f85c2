import type { ExternalMovement } from '@inventario/shared/contracts/external-movements';
import { formatEuros } from '@inventario/shared/format/currency';
import { formatDate } from '@inventario/shared/format/date';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import type { ParseKeys, TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RowButton } from '@/components/actions/row-actions.tsx';
import { ServerDataGrid } from '@/components/data/server-data-grid.tsx';
import type { PagedGridProps } from '@/components/data/use-paged-search.ts';
import type { RowSelection } from '@/components/data/use-row-selection.ts';
import { type ListExportOf, WithListExport } from '@/features/documents';
import { sourceKey, supplierText } from '../model/external-labels.ts';
import { ExternalStatusChip } from './external-status-chip.tsx';

/** Grid column → the search's `sortBy` (contracts/external-movements `externalMovementSortKeys`). */
const SORT_KEYS = {
  documentDate: 'documentDate',
  description: 'description',
  source: 'source',
  supplier: 'supplier',
  totalValue: 'totalValue',
} as const;

export interface ExternalMovementsGridProps extends PagedGridProps<ExternalMovement> {
  emptyText: string;
  selection: RowSelection<ExternalMovement>;
  onOpen: (movement: ExternalMovement) => void;
  onDelete: (movement: ExternalMovement) => void;
  /** The list's export: its name and filters. */
  exportAs?: ListExportOf<'externalMovements'>;
}

/** The words of the source and status codes, as the grid's cells say them (an export writes them). */
function exportWords(t: TFunction) {
  return {
    source: {
      warehouse: t('externalMovements.sources.warehouse'),
      accounting: t('externalMovements.sources.accounting'),
    },
    status: {
      charged: t('externalMovements.charged', { number: '' }).trimEnd(),
      toComplete: t('externalMovements.status.toComplete'),
      completed: t('externalMovements.status.completed'),
    },
  };
}

/** The external movements: document date, description, source, supplier, assets, value, status, actions. */
export function ExternalMovementsGrid({
  emptyText,
  selection,
  onOpen,
  onDelete,
  exportAs,
  ...search
}: ExternalMovementsGridProps) {
  const { t } = useTranslation();
  const columns = useMemo<GridColDef<ExternalMovement>[]>(
    () => [
      {
        field: 'documentDate',
        headerName: t('externalMovements.columns.documentDate'),
        width: 110,
        valueFormatter: (value: string | null) => formatDate(value),
      },
      {
        field: 'description',
        headerName: t('externalMovements.columns.description'),
        flex: 2,
        minWidth: 170,
      },
      {
        field: 'source',
        headerName: t('externalMovements.columns.source'),
        width: 105,
        valueGetter: (_value, row) => {
          const key = sourceKey(row.source);
          return key ? t(key as ParseKeys) : row.source;
        },
      },
      {
        field: 'supplier',
        headerName: t('externalMovements.columns.supplier'),
        flex: 1.2,
        minWidth: 140,
        valueGetter: (_value, row) => supplierText(row),
      },
      {
        field: 'assetCount',
        headerName: t('externalMovements.columns.assetCount'),
        width: 70,
        type: 'number',
      },
      {
        field: 'totalValue',
        headerName: t('externalMovements.columns.totalValue'),
        width: 110,
        type: 'number',
        valueFormatter: (value: number) => formatEuros(value),
      },
      {
        field: 'status',
        headerName: t('externalMovements.columns.status'),
        width: 145,
        renderCell: ({ row }) => <ExternalStatusChip status={row.status} charge={row.charge} />,
      },
      {
        field: 'actions',
        headerName: t('externalMovements.columns.actions'),
        width: 90,
        sortable: false,
        renderCell: ({ row }) => (
          <Stack direction="row" spacing={0.5} sx={{ height: '100%', alignItems: 'center' }}>
            <RowButton
              label={t('externalMovements.actions.detail', { name: row.description })}
              icon={<VisibilityOutlinedIcon fontSize="small" />}
              onClick={() => onOpen(row)}
            />
            <RowButton
              label={t('externalMovements.actions.delete', { name: row.description })}
              icon={<DeleteOutlinedIcon fontSize="small" />}
              color="error"
              disabled={row.charge !== null}
              onClick={() => onDelete(row)}
            />
          </Stack>
        ),
      },
    ],
    [t, onOpen, onDelete],
  );
  return (
    <WithListExport
      exportAs={exportAs}
      sort={search.sort}
      total={search.total}
      columns={columns}
      labels={exportWords(t)}
    >
      <ServerDataGrid<ExternalMovement>
        label={t('externalMovements.gridLabel')}
        columns={columns}
        sortKeys={SORT_KEYS}
        selection={selection}
        emptyText={emptyText}
        {...search}
      />
    </WithListExport>
  );
}
