import type { Location, LocationSearch } from '@inventario/shared/contracts/placement';
import type { GridColDef } from '@mui/x-data-grid';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SortKeys, SortRequest } from '@/components/data/grid-sort.ts';
import { hasFilterText, type SearchFilterField, SearchFilters } from '@/components/data/search-filters.tsx';
import { ServerDataGrid } from '@/components/data/server-data-grid.tsx';
import { type PagedSearchSource, usePagedSearch } from '@/components/data/use-paged-search.ts';
import { useRowSelection } from '@/components/data/use-row-selection.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { SelectionActions, SelectionBody } from './selection-dialog.tsx';

export type LocationTextFilter =
  | 'siteCode'
  | 'siteDescription'
  | 'locationCode'
  | 'locationDescription'
  | 'subConsigneeDescription';

/** The location search's filters, without the sort. */
type LocationFilters = Omit<LocationSearch, 'sortBy' | 'sortDesc'>;

/** The paged location search the dialogs run: `locationSearch` of `features/reference-lists`. */
export type LocationSearchSource = PagedSearchSource<LocationFilters, Location>;

export interface LocationSelectionProps {
  search: LocationSearchSource;
  /** Filters the user does not see: the sub-consignee or the site the dialog is about. */
  fixedFilters: LocationFilters;
  filterFields: readonly SearchFilterField<LocationTextFilter>[];
  columns: readonly GridColDef<Location>[];
  sortKeys: SortKeys;
  defaultSort: SortRequest;
  gridLabel: string;
  onCancel: () => void;
  onConfirm: (locations: Location[]) => void;
}

/** Filters, a server-paged table of locations with multiple selection, and the confirm that needs one. */
export function LocationSelection(props: LocationSelectionProps) {
  const { t } = useTranslation();
  const { inventory } = useBackendClients();
  const [textFilters, setTextFilters] = useState<Partial<Record<LocationTextFilter, string>>>({});
  const chosen = useRowSelection<Location>('multiple');
  const search = usePagedSearch({
    area: props.search.area,
    filters: { ...props.fixedFilters, ...textFilters },
    fetchPage: (request) => props.search.fetchPage(inventory, request),
    defaultSort: props.defaultSort,
  });
  return (
    <>
      <SelectionBody
        filters={<SearchFilters fields={props.filterFields} onSearch={setTextFilters} />}
        grid={
          <ServerDataGrid<Location>
            label={props.gridLabel}
            columns={props.columns}
            sortKeys={props.sortKeys}
            selection={chosen.selection}
            emptyText={hasFilterText(textFilters) ? t('dataGrid.noMatches') : t('selection.locations.empty')}
            {...search.gridProps}
          />
        }
      />
      <SelectionActions
        chosen={chosen.rows}
        atLeastOneMessage={t('locationsBySubconsignee.selectAtLeastOneLocation')}
        onCancel={props.onCancel}
        onConfirm={props.onConfirm}
      />
    </>
  );
}
