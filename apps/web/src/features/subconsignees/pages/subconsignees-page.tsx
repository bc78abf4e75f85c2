import type { SubConsignee } from '@inventario/shared/contracts/subconsignees';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmedDelete } from '@/components/actions/use-confirmed-delete.ts';
import { useLatestCallback } from '@/components/actions/use-latest-callback.ts';
import { ListPanel } from '@/components/data/list-panel.tsx';
import { SearchFilters } from '@/components/data/search-filters.tsx';
import { ServerDataGrid } from '@/components/data/server-data-grid.tsx';
import { usePagedSearch } from '@/components/data/use-paged-search.ts';
import { WithListExport } from '@/features/documents';
import { SUBCONSIGNEES_AREA, searchSubConsignees } from '@/features/reference-lists';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { useDeleteSubConsignee } from '../api/delete-subconsignee.ts';
import { subConsigneeColumns } from '../components/subconsignee-columns.tsx';
import { SubConsigneeDialog } from '../components/subconsignee-dialog.tsx';

type Editing = { subConsignee: SubConsignee | undefined } | undefined;

const BY_DESCRIPTION = { sortBy: 'description', sortDesc: false };

/** `#/admin-lists/subconsignees`: the people locations are entrusted to, searched by description. */
export default function SubConsigneesPage() {
  const { t } = useTranslation();
  const { inventory } = useBackendClients();
  const deleteSubConsignee = useDeleteSubConsignee();
  const confirmedDelete = useConfirmedDelete();
  const [description, setDescription] = useState('');
  const [editing, setEditing] = useState<Editing>();
  const search = usePagedSearch({
    area: SUBCONSIGNEES_AREA,
    filters: { description },
    fetchPage: (request) => searchSubConsignees(inventory, request),
    defaultSort: BY_DESCRIPTION,
  });

  const remove = useLatestCallback((subConsignee: SubConsignee) =>
    confirmedDelete({
      title: t('subconsignees.deleteTitle'),
      message: t('subconsignees.deleteMessage', { description: subConsignee.description }),
      inUseMessage: t('subconsignees.inUse', {
        description: subConsignee.description,
        count: subConsignee.locationCount,
      }),
      deletedMessage: t('subconsignees.deleted'),
      run: () => deleteSubConsignee.mutateAsync(subConsignee.id),
    }),
  );
  const columns = useMemo(
    () =>
      subConsigneeColumns(t, { onEdit: (subConsignee) => setEditing({ subConsignee }), onDelete: remove }),
    [t, remove],
  );

  return (
    <Stack spacing={3}>
      <Stack spacing={0.5}>
        <Typography variant="h4" component="h1">
          {t('routes.adminListsSubconsignees')}
        </Typography>
        <Typography color="text.secondary">{t('subconsignees.intro')}</Typography>
      </Stack>
      <ListPanel
        title={t('subconsignees.title')}
        addLabel={t('subconsignees.add')}
        onAdd={() => setEditing({ subConsignee: undefined })}
        importPath="/admin-lists/import/subconsignees"
        filters={
          <SearchFilters
            fields={[{ name: 'description', label: t('subconsignees.search'), width: 320 }]}
            onSearch={(values) => setDescription(values.description)}
          />
        }
      >
        <WithListExport
          exportAs={{
            list: 'subconsignees',
            title: t('subconsignees.title'),
            search: description.trim() ? { description: description.trim() } : {},
          }}
          sort={search.gridProps.sort}
          total={search.gridProps.total}
          columns={columns}
        >
          <ServerDataGrid<SubConsignee>
            label={t('subconsignees.title')}
            columns={columns}
            sortKeys={{ description: 'description' }}
            emptyText={description.trim() ? t('dataGrid.noMatches') : t('subconsignees.empty')}
            {...search.gridProps}
          />
        </WithListExport>
      </ListPanel>
      {editing ? (
        <SubConsigneeDialog subConsignee={editing.subConsignee} onClose={() => setEditing(undefined)} />
      ) : null}
    </Stack>
  );
}
