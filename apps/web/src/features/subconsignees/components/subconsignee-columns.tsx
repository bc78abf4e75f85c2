import type { SubConsignee } from '@inventario/shared/contracts/subconsignees';
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { RowActions } from '@/components/actions/row-actions.tsx';

export interface SubConsigneeRowHandlers {
  onEdit: (subConsignee: SubConsignee) => void;
  onDelete: (subConsignee: SubConsignee) => void;
}

/** Columns of the sub-consignees list: description, fiscal code, entrusted locations, notes, actions. */
export function subConsigneeColumns(
  t: TFunction,
  handlers: SubConsigneeRowHandlers,
): GridColDef<SubConsignee>[] {
  return [
    { field: 'description', headerName: t('subconsignees.fields.description'), flex: 3, minWidth: 260 },
    { field: 'fiscalCode', headerName: t('subconsignees.fields.fiscalCode'), width: 190 },
    {
      field: 'locationCount',
      headerName: t('subconsignees.fields.locations'),
      type: 'number',
      width: 190,
    },
    { field: 'notes', headerName: t('subconsignees.fields.notes'), flex: 1.5, minWidth: 140 },
    {
      field: 'actions',
      headerName: t('subconsignees.actions'),
      width: 100,
      renderCell: ({ row }) => (
        <RowActions
          editLabel={t('subconsignees.edit', { description: row.description })}
          deleteLabel={t('subconsignees.delete', { description: row.description })}
          onEdit={() => handlers.onEdit(row)}
          onDelete={() => handlers.onDelete(row)}
        />
      ),
    },
  ];
}
