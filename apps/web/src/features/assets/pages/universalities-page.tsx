import type { Universality } from '@inventario/shared/contracts/universalities';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useConfirmedDelete } from '@/components/actions/use-confirmed-delete.ts';
import { useLatestCallback } from '@/components/actions/use-latest-callback.ts';
import { exportColumnsOf } from '@/components/data/export-columns.ts';
import { ListPanel } from '@/components/data/list-panel.tsx';
import { hasFilterText, SearchFilters } from '@/components/data/search-filters.tsx';
import { ServerDataGrid } from '@/components/data/server-data-grid.tsx';
import { usePagedSearch } from '@/components/data/use-paged-search.ts';
import { ExportButton } from '@/features/documents';
import { useAllSubcategories, useSites } from '@/features/reference-lists';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { useDeleteUniversality } from '../api/delete-universality.ts';
import { searchUniversalities } from '../api/search-universalities.ts';
import { UNIVERSALITIES_AREA } from '../api/universality-keys.ts';
import {
  universalityColumns,
  universalityGridSortKeys,
  universalityStatusWords,
} from '../components/universality-columns.tsx';
import { UniversalityComponentsPanel } from '../components/universality-components-panel.tsx';
import { UniversalityDialog } from '../components/universality-dialog.tsx';

type Editing = { universality: Universality | undefined } | undefined;

/**
 * `#/universalities`: the school's universalities with status, count and totals; create, rename and
 * delete; the chosen one's components, which waiting durable assets join, and its charge once complete.
 */
export default function UniversalitiesPage() {
  const { t } = useTranslation();
  const { inventory } = useBackendClients();
  const subcategories = useAllSubcategories();
  const sites = useSites();
  const remove = useDeleteUniversality();
  const confirmedDelete = useConfirmedDelete();
  const [textFilters, setTextFilters] = useState({ description: '' });
  const [editing, setEditing] = useState<Editing>();
  // The toolbar's search opens a universality: `#/universalities?universality=12`.
  const [searchParams] = useSearchParams();
  const linked = Number(searchParams.get('universality'));
  const [selectedId, setSelectedId] = useState<number | undefined>(
    Number.isSafeInteger(linked) && linked > 0 ? linked : undefined,
  );
  useEffect(() => {
    if (Number.isSafeInteger(linked) && linked > 0) setSelectedId(linked);
  }, [linked]);
  const description = textFilters.description.trim();
  const search = usePagedSearch({
    area: UNIVERSALITIES_AREA,
    filters: description ? { description } : {},
    fetchPage: (request) => searchUniversalities(inventory, request),
  });

  const deleteUniversality = useLatestCallback(async (universality: Universality) => {
    const deleted = await confirmedDelete({
      title: t('universalities.delete.title'),
      message: t('universalities.delete.message', {
        description: universality.description,
        count: universality.assetCount,
      }),
      inUseMessage: t('universalities.delete.inUse'),
      deletedMessage: t('universalities.delete.deleted'),
      run: () => remove.mutateAsync(universality.id),
    });
    if (deleted && selectedId === universality.id) setSelectedId(undefined);
  });
  const columns = useMemo(
    () =>
      universalityColumns(t, {
        onRename: (universality) => setEditing({ universality }),
        onDelete: (universality) => void deleteUniversality(universality),
      }),
    [t, deleteUniversality],
  );

  const exportDraft = () => ({
    list: 'universalities' as const,
    title: t('universalities.list.title'),
    search: { ...(description ? { description } : {}), ...search.gridProps.sort },
    columns: exportColumnsOf(columns, {}, { status: universalityStatusWords(t) }),
  });

  return (
    <Stack spacing={3}>
      <Stack spacing={0.5}>
        <Typography variant="h4" component="h1">
          {t('routes.universalities')}
        </Typography>
        <Typography color="text.secondary">{t('universalities.intro')}</Typography>
      </Stack>
      <ListPanel
        title={t('universalities.list.title')}
        addLabel={t('universalities.actions.new')}
        onAdd={() => setEditing({ universality: undefined })}
        filters={
          <>
            <SearchFilters
              fields={[
                { name: 'description', label: t('universalities.list.searchDescription'), width: 300 },
              ]}
              onSearch={setTextFilters}
            />
            <ExportButton draft={exportDraft} rows={search.gridProps.total} />
          </>
        }
      >
        <ServerDataGrid<Universality>
          label={t('universalities.list.gridLabel')}
          columns={columns}
          sortKeys={universalityGridSortKeys}
          emptyText={hasFilterText(textFilters) ? t('dataGrid.noMatches') : t('universalities.list.empty')}
          onRowClick={(universality) => setSelectedId(universality.id)}
          activeRowId={selectedId}
          {...search.gridProps}
        />
      </ListPanel>
      {selectedId === undefined ? (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography color="text.secondary">{t('universalities.list.choose')}</Typography>
        </Paper>
      ) : (
        <UniversalityComponentsPanel
          key={selectedId}
          universalityId={selectedId}
          subcategories={subcategories.data ?? []}
          sites={sites.data ?? []}
        />
      )}
      {editing ? (
        <UniversalityDialog
          universality={editing.universality}
          onClose={() => setEditing(undefined)}
          onSaved={(id) => setSelectedId(id)}
        />
      ) : null}
    </Stack>
  );
}
