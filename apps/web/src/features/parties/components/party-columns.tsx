import type { Administration, Creditor, Debtor } from '@inventario/shared/contracts/parties';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { RowActions } from '@/components/actions/row-actions.tsx';

export interface RowHandlers<R> {
  onEdit: (row: R) => void;
  onDelete: (row: R) => void;
}

/** Grid column → the API's `sortBy` key (contracts/parties `partySortKeys`). */
export const partySortKeys = {
  description: 'displayName',
  vatNumber: 'vatNumber',
  fiscalCode: 'fiscalCode',
} as const;
export const administrationSortKeys = {
  description: 'description',
  fiscalCode: 'fiscalCode',
  city: 'city',
} as const;

type ActionTexts = 'creditors' | 'debtors' | 'administrations';

/** A party's kind (`G`, `F`) in words, as its column shows it: what an export writes. */
export function partyKindWords(t: TFunction): Record<string, string> {
  return { G: t('parties.kinds.G'), F: t('parties.kinds.F') };
}

function actionsColumn<R extends GridValidRowModel & { description: string }>(
  t: TFunction,
  area: ActionTexts,
  handlers: RowHandlers<R>,
): GridColDef<R> {
  return {
    field: 'actions',
    headerName: t('parties.columns.actions'),
    width: 100,
    sortable: false,
    renderCell: ({ row }) => (
      <RowActions
        editLabel={t(`parties.${area}.actions.edit`, { name: row.description })}
        deleteLabel={t(`parties.${area}.actions.delete`, { name: row.description })}
        onEdit={() => handlers.onEdit(row)}
        onDelete={() => handlers.onDelete(row)}
      />
    ),
  };
}

function identityColumns<R extends Creditor>(t: TFunction): GridColDef<R>[] {
  return [
    { field: 'description', headerName: t('parties.columns.description'), flex: 2, minWidth: 220 },
    {
      field: 'vendorType',
      headerName: t('parties.columns.kind'),
      width: 150,
      valueGetter: (_value, row) => t(`parties.kinds.${row.vendorType}`),
    },
    { field: 'vatNumber', headerName: t('parties.columns.vatNumber'), width: 140 },
    { field: 'fiscalCode', headerName: t('parties.columns.fiscalCode'), width: 190 },
  ];
}

export function creditorColumns(t: TFunction, handlers: RowHandlers<Creditor>): GridColDef<Creditor>[] {
  return [...identityColumns<Creditor>(t), actionsColumn(t, 'creditors', handlers)];
}

export function debtorColumns(t: TFunction, handlers: RowHandlers<Debtor>): GridColDef<Debtor>[] {
  return [
    ...identityColumns<Debtor>(t),
    { field: 'city', headerName: t('parties.columns.city'), flex: 1, minWidth: 120 },
    { field: 'province', headerName: t('parties.columns.province'), width: 70 },
    actionsColumn(t, 'debtors', handlers),
  ];
}

export function administrationColumns(
  t: TFunction,
  handlers: RowHandlers<Administration>,
): GridColDef<Administration>[] {
  return [
    { field: 'description', headerName: t('parties.fields.description'), flex: 2, minWidth: 220 },
    { field: 'fiscalCode', headerName: t('parties.columns.fiscalCode'), width: 190 },
    { field: 'address', headerName: t('parties.columns.address'), flex: 1.5, minWidth: 180 },
    { field: 'city', headerName: t('parties.columns.city'), flex: 1, minWidth: 120 },
    actionsColumn(t, 'administrations', handlers),
  ];
}
