import type { Administration } from '@inventario/shared/contracts/parties';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmedDelete } from '@/components/actions/use-confirmed-delete.ts';
import { ListPanel } from '@/components/data/list-panel.tsx';
import { SearchFilters } from '@/components/data/search-filters.tsx';
import { ServerDataGrid } from '@/components/data/server-data-grid.tsx';
import { usePagedSearch } from '@/components/data/use-paged-search.ts';
import { WithListExport } from '@/features/documents';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { useDeleteAdministration } from '../api/delete-administration.ts';
import { partiesKeys } from '../api/parties-query-keys.ts';
import { searchAdministrationPage } from '../api/search-administration-page.ts';
import { AdministrationDialog } from '../components/administration-dialog.tsx';
import { administrationColumns, administrationSortKeys } from '../components/party-columns.tsx';

type Editing = { administration: Administration | undefined } | undefined;

/** `#/admin-lists/administrations`: the public administrations the school's movements refer to. */
export default function AdministrationsPage() {
  const { t } = useTranslation();
  const { inventory } = useBackendClients();
  const remove = useDeleteAdministration();
  const confirmedDelete = useConfirmedDelete();
  const [description, setDescription] = useState('');
  const [editing, setEditing] = useState<Editing>();

  const search = usePagedSearch({
    area: partiesKeys.administrations()[0],
    filters: { list: partiesKeys.administrations()[1], description: description.trim() },
    fetchPage: async ({ filters, page, size, sortBy, sortDesc }) => {
      const body = { ...(filters.description ? { description: filters.description } : {}), sortBy, sortDesc };
      const found = await searchAdministrationPage(inventory, page, size, body);
      return { rows: found.administrations, total: found.total };
    },
  });

  const deleteAdministration = (administration: Administration) =>
    confirmedDelete({
      title: t('parties.administrations.deleteConfirm.title'),
      message: t('parties.administrations.deleteConfirm.message', { name: administration.description }),
      inUseMessage: t('parties.administrations.inUse'),
      deletedMessage: t('parties.administrations.deleted'),
      run: () => remove.mutateAsync(administration.id),
    });
  const columns = administrationColumns(t, {
    onEdit: (administration) => setEditing({ administration }),
    onDelete: (administration) => void deleteAdministration(administration),
  });

  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {t('routes.adminListsAdministrations')}
      </Typography>
      <Typography color="text.secondary">{t('parties.administrations.intro')}</Typography>
      <ListPanel
        title={t('parties.administrations.gridLabel')}
        addLabel={t('parties.administrations.actions.add')}
        onAdd={() => setEditing({ administration: undefined })}
        filters={
          <SearchFilters
            fields={[{ name: 'description', label: t('parties.administrations.search'), width: 320 }]}
            onSearch={(values) => setDescription(values.description)}
          />
        }
      >
        <WithListExport
          exportAs={{
            list: 'administrations',
            title: t('parties.administrations.gridLabel'),
            search: description.trim() ? { description: description.trim() } : {},
          }}
          sort={search.gridProps.sort}
          total={search.gridProps.total}
          columns={columns}
        >
          <ServerDataGrid<Administration>
            label={t('parties.administrations.gridLabel')}
            columns={columns}
            sortKeys={administrationSortKeys}
            emptyText={t('parties.administrations.empty')}
            {...search.gridProps}
          />
        </WithListExport>
      </ListPanel>
      {editing ? (
        <AdministrationDialog
          administration={editing.administration}
          onClose={() => setEditing(undefined)}
          onSaved={() => setEditing(undefined)}
        />
      ) : null}
    </Stack>
  );
}
