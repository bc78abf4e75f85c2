import type { Location } from '@inventario/shared/contracts/placement';
import Chip from '@mui/material/Chip';
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { RowActions } from '@/components/actions/row-actions.tsx';
import type { SortKeys } from '@/components/data/grid-sort.ts';

export interface LocationRowHandlers {
  onEdit: (location: Location) => void;
  onDelete: (location: Location) => void;
}

/** Grid columns the location search can sort by (contracts/placement `locationSortKeys`). */
export const locationSortKeys: SortKeys = {
  code: 'locationCode',
  description: 'locationDescription',
  subConsignee: 'subConsigneeDescription',
};

/** Columns of a site's locations: code, description, room, floor, sub-consignee, active, actions. */
export function locationColumns(t: TFunction, handlers: LocationRowHandlers): GridColDef<Location>[] {
  return [
    { field: 'code', headerName: t('placement.locations.fields.code'), width: 110 },
    { field: 'description', headerName: t('placement.locations.fields.description'), flex: 2, minWidth: 180 },
    { field: 'roomNumber', headerName: t('placement.locations.fields.room'), width: 90 },
    { field: 'floorNumber', headerName: t('placement.locations.fields.floor'), width: 90 },
    {
      field: 'subConsignee',
      headerName: t('placement.locations.fields.subConsignee'),
      flex: 1.5,
      minWidth: 160,
      valueGetter: (_value, row) => row.subConsignee?.description ?? '',
    },
    {
      field: 'active',
      headerName: t('placement.locations.fields.active'),
      width: 110,
      renderCell: ({ row }) => (
        <Chip
          size="small"
          variant={row.active ? 'filled' : 'outlined'}
          color={row.active ? 'success' : 'default'}
          label={row.active ? t('placement.locations.active') : t('placement.locations.inactive')}
        />
      ),
    },
    {
      field: 'actions',
      headerName: t('placement.actions'),
      width: 100,
      renderCell: ({ row }) => (
        <RowActions
          editLabel={t('placement.locations.edit', { code: row.code })}
          deleteLabel={t('placement.locations.delete', { code: row.code })}
          onEdit={() => handlers.onEdit(row)}
          onDelete={() => handlers.onDelete(row)}
        />
      ),
    },
  ];
}
