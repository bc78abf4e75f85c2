import type { Universality } from '@inventario/shared/contracts/universalities';
import { formatEuros } from '@inventario/shared/format/currency';
import MoveToInboxOutlinedIcon from '@mui/icons-material/MoveToInboxOutlined';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { RowActions } from '@/components/actions/row-actions.tsx';
import { canCharge, canDelete, universalityStatusName } from '../model/universality-status.ts';
import { UniversalityStatusChip } from './universality-status-chip.tsx';

/** Grid column → the API's `sortBy` key (contracts/universalities `universalitySortKeys`). */
export const universalityGridSortKeys = {
  description: 'description',
  totalHistoricalValue: 'totalHistoricalValue',
  assetCount: 'assetCount',
  inventoryNumber: 'inventoryNumber',
} as const;

export interface UniversalityRowHandlers {
  onRename: (universality: Universality) => void;
  onDelete: (universality: Universality) => void;
}

export const chargeUniversalityHref = (universality: { id: number }) =>
  `#/charge/new/universality/${universality.id}`;

const euros = (value: number) => formatEuros(value);

/** The words of the status column's codes (0, 1, 2), as its chips say them: an export writes them. */
export function universalityStatusWords(t: TFunction): Record<string, string> {
  return Object.fromEntries(
    [0, 1, 2].map((code) => [String(code), t(`universalities.status.${universalityStatusName(code)}`)]),
  );
}

/** Description, status, number of assets, totals, the inventory number once charged, and the actions. */
export function universalityColumns(
  t: TFunction,
  handlers: UniversalityRowHandlers,
): GridColDef<Universality>[] {
  return [
    { field: 'description', headerName: t('universalities.columns.description'), flex: 2, minWidth: 220 },
    {
      field: 'status',
      headerName: t('universalities.columns.status'),
      width: 130,
      renderCell: ({ row }) => <UniversalityStatusChip status={row.status} />,
    },
    {
      field: 'assetCount',
      headerName: t('universalities.columns.assetCount'),
      width: 100,
      align: 'right',
      headerAlign: 'right',
    },
    {
      field: 'totalHistoricalValue',
      headerName: t('universalities.columns.totalHistoricalValue'),
      width: 150,
      align: 'right',
      headerAlign: 'right',
      valueFormatter: euros,
    },
    {
      field: 'totalActualValue',
      headerName: t('universalities.columns.totalActualValue'),
      width: 150,
      align: 'right',
      headerAlign: 'right',
      valueFormatter: euros,
    },
    {
      field: 'inventoryNumber',
      headerName: t('universalities.columns.inventoryNumber'),
      width: 120,
      align: 'right',
      headerAlign: 'right',
    },
    {
      field: 'actions',
      headerName: t('universalities.columns.actions'),
      width: 140,
      sortable: false,
      renderCell: ({ row }) => (
        <Stack direction="row" spacing={0.25} sx={{ height: '100%', alignItems: 'center' }}>
          {canCharge(row) ? (
            <Tooltip title={t('universalities.actions.charge', { description: row.description })}>
              <IconButton
                component="a"
                size="small"
                color="primary"
                href={chargeUniversalityHref(row)}
                aria-label={t('universalities.actions.charge', { description: row.description })}
                onClick={(event) => event.stopPropagation()}
              >
                <MoveToInboxOutlinedIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          ) : null}
          {canDelete(row) ? (
            <RowActions
              editLabel={t('universalities.actions.rename', { description: row.description })}
              deleteLabel={t('universalities.actions.delete', { description: row.description })}
              onEdit={() => handlers.onRename(row)}
              onDelete={() => handlers.onDelete(row)}
            />
          ) : null}
        </Stack>
      ),
    },
  ];
}
