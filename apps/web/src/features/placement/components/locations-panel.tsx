import type { Location, Site } from '@inventario/shared/contracts/placement';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmedDelete } from '@/components/actions/use-confirmed-delete.ts';
import { useLatestCallback } from '@/components/actions/use-latest-callback.ts';
import { ListPanel } from '@/components/data/list-panel.tsx';
import { hasFilterText, SearchFilters } from '@/components/data/search-filters.tsx';
import { ServerDataGrid } from '@/components/data/server-data-grid.tsx';
import { usePagedSearch } from '@/components/data/use-paged-search.ts';
import { WithListExport } from '@/features/documents';
import { LOCATIONS_AREA, searchLocations } from '@/features/reference-lists';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { useDeleteLocation } from '../api/delete-location.ts';
import { locationColumns, locationSortKeys } from './location-columns.tsx';
import { LocationDialog } from './location-dialog.tsx';

const NO_FILTERS = { locationCode: '', locationDescription: '' };

type Editing = { location: Location | undefined } | undefined;

/** The text filters the user filled in, as the search sends them (a blank one is no filter). */
const filledFilters = (filters: typeof NO_FILTERS) =>
  Object.fromEntries(Object.entries(filters).filter(([, value]) => value.trim() !== ''));

/** The locations of one site, paged on the server, with add, edit and delete. */
export function LocationsPanel({ site }: { site: Site }) {
  const { t } = useTranslation();
  const { inventory } = useBackendClients();
  const deleteLocation = useDeleteLocation();
  const confirmedDelete = useConfirmedDelete();
  const [textFilters, setTextFilters] = useState(NO_FILTERS);
  const [editing, setEditing] = useState<Editing>();
  const search = usePagedSearch({
    area: LOCATIONS_AREA,
    filters: { siteId: site.id, ...textFilters },
    fetchPage: (request) => searchLocations(inventory, request),
  });

  const remove = useLatestCallback((location: Location) =>
    confirmedDelete({
      title: t('placement.locations.deleteTitle'),
      message: t('placement.locations.deleteMessage', {
        code: location.code,
        description: location.description,
      }),
      inUseMessage: t('placement.locations.inUse', { code: location.code }),
      deletedMessage: t('placement.locations.deleted'),
      run: () => deleteLocation.mutateAsync(location.id),
    }),
  );
  const columns = useMemo(
    () => locationColumns(t, { onEdit: (location) => setEditing({ location }), onDelete: remove }),
    [t, remove],
  );

  return (
    <ListPanel
      title={t('placement.locations.title', { code: site.code, description: site.description })}
      addLabel={t('placement.locations.add')}
      onAdd={() => setEditing({ location: undefined })}
      importPath="/admin-lists/import/locations"
      filters={
        <SearchFilters
          fields={[
            { name: 'locationCode', label: t('placement.locations.filters.code'), width: 180 },
            { name: 'locationDescription', label: t('placement.locations.filters.description'), width: 260 },
          ]}
          onSearch={setTextFilters}
        />
      }
    >
      <WithListExport
        exportAs={{
          list: 'locations',
          title: t('placement.locations.gridLabel', { code: site.code }),
          search: { siteId: site.id, ...filledFilters(textFilters) },
        }}
        sort={search.gridProps.sort}
        total={search.gridProps.total}
        columns={columns}
        labels={{
          active: { true: t('placement.locations.active'), false: t('placement.locations.inactive') },
        }}
      >
        <ServerDataGrid<Location>
          label={t('placement.locations.gridLabel', { code: site.code })}
          columns={columns}
          sortKeys={locationSortKeys}
          emptyText={hasFilterText(textFilters) ? t('dataGrid.noMatches') : t('placement.locations.empty')}
          {...search.gridProps}
        />
      </WithListExport>
      {editing ? (
        <LocationDialog site={site} location={editing.location} onClose={() => setEditing(undefined)} />
      ) : null}
    </ListPanel>
  );
}
