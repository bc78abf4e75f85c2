import type { SubConsignee } from '@inventario/shared/contracts/subconsignees';
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchFilters } from '@/components/data/search-filters.tsx';
import { ServerDataGrid } from '@/components/data/server-data-grid.tsx';
import { type PagedSearchSource, usePagedSearch } from '@/components/data/use-paged-search.ts';
import { useRowSelection } from '@/components/data/use-row-selection.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import {
  SelectionActions,
  SelectionBody,
  SelectionDialogFrame,
  type SelectionDialogProps,
} from './selection-dialog.tsx';

/** The paged sub-consignee search the dialog runs: `subconsigneeSearch` of `features/reference-lists`. */
export type SubConsigneeSearchSource = PagedSearchSource<{ description?: string }, SubConsignee>;

export interface SubConsigneesSelectionDialogProps extends SelectionDialogProps<SubConsignee> {
  search: SubConsigneeSearchSource;
  title?: string;
}

const BY_DESCRIPTION = { sortBy: 'description', sortDesc: false };

function columnsOf(t: TFunction): GridColDef<SubConsignee>[] {
  return [
    { field: 'description', headerName: t('selection.subConsignees.description'), flex: 2, minWidth: 220 },
    {
      field: 'locationCount',
      headerName: t('selection.subConsignees.locations'),
      type: 'number',
      width: 170,
    },
  ];
}

function SubConsigneesSelection({
  search: source,
  onCancel,
  onConfirm,
}: Omit<SubConsigneesSelectionDialogProps, 'open' | 'title'>) {
  const { t } = useTranslation();
  const { inventory } = useBackendClients();
  const [description, setDescription] = useState('');
  const chosen = useRowSelection<SubConsignee>('multiple');
  const columns = useMemo(() => columnsOf(t), [t]);
  const search = usePagedSearch({
    area: source.area,
    filters: { description },
    fetchPage: (request) => source.fetchPage(inventory, request),
    defaultSort: BY_DESCRIPTION,
  });
  return (
    <>
      <SelectionBody
        filters={
          <SearchFilters
            fields={[{ name: 'description', label: t('selection.subConsignees.description'), width: 320 }]}
            onSearch={(values) => setDescription(values.description)}
          />
        }
        grid={
          <ServerDataGrid<SubConsignee>
            label={t('selection.subConsignees.gridLabel')}
            columns={columns}
            sortKeys={{ description: 'description' }}
            selection={chosen.selection}
            emptyText={description.trim() ? t('dataGrid.noMatches') : t('selection.subConsignees.empty')}
            {...search.gridProps}
          />
        }
      />
      <SelectionActions
        chosen={chosen.rows}
        atLeastOneMessage={t('selection.subConsignees.selectAtLeastOne')}
        onCancel={onCancel}
        onConfirm={onConfirm}
      />
    </>
  );
}

/**
 * Sub-consignees selection dialog (nomination of sub-consignees, Model 24; spec 01 §2): filter by
 * description, sorted by description ascending, 10 a page by default.
 */
export function SubConsigneesSelectionDialog({
  open,
  onCancel,
  onConfirm,
  search,
  title,
}: SubConsigneesSelectionDialogProps) {
  const { t } = useTranslation();
  return (
    <SelectionDialogFrame open={open} title={title ?? t('selection.subConsignees.title')} onCancel={onCancel}>
      <SubConsigneesSelection search={search} onCancel={onCancel} onConfirm={onConfirm} />
    </SelectionDialogFrame>
  );
}
