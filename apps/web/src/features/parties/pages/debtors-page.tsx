import type { Debtor } from '@inventario/shared/contracts/parties';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useConfirmedDelete } from '@/components/actions/use-confirmed-delete.ts';
import { ListPanel } from '@/components/data/list-panel.tsx';
import { SearchFilters } from '@/components/data/search-filters.tsx';
import { ServerDataGrid } from '@/components/data/server-data-grid.tsx';
import { usePagedSearch } from '@/components/data/use-paged-search.ts';
import { WithListExport } from '@/features/documents';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { useDeleteDebtor } from '../api/delete-debtor.ts';
import { partiesKeys } from '../api/parties-query-keys.ts';
import { searchDebtorPage } from '../api/search-debtor-page.ts';
import { DebtorDialog } from '../components/debtor-dialog.tsx';
import { debtorColumns, partyKindWords, partySortKeys } from '../components/party-columns.tsx';

type Editing = { debtor: Debtor | undefined } | undefined;

/** `#/admin-lists/debtors`: the destinations of the school's discharges, with their contact details. */
export default function DebtorsPage() {
  const { t } = useTranslation();
  const { inventory } = useBackendClients();
  const remove = useDeleteDebtor();
  const confirmedDelete = useConfirmedDelete();
  // The toolbar's search opens the list on the debtor found: `#/admin-lists/debtors?name=Acme`.
  const [searchParams] = useSearchParams();
  const linkedName = searchParams.get('name') ?? '';
  const [text, setText] = useState(linkedName);
  const [editing, setEditing] = useState<Editing>();

  const search = usePagedSearch({
    area: partiesKeys.debtors()[0],
    filters: { list: partiesKeys.debtors()[1], text: text.trim() },
    fetchPage: async ({ filters, page, size, sortBy, sortDesc }) => {
      const body = { ...(filters.text ? { text: filters.text } : {}), sortBy, sortDesc };
      const found = await searchDebtorPage(inventory, page, size, body);
      return { rows: found.debtors, total: found.total };
    },
  });

  const deleteDebtor = (debtor: Debtor) =>
    confirmedDelete({
      title: t('parties.debtors.deleteConfirm.title'),
      message: t('parties.debtors.deleteConfirm.message', { name: debtor.description }),
      inUseMessage: t('parties.debtors.inUse'),
      deletedMessage: t('parties.debtors.deleted'),
      run: () => remove.mutateAsync(debtor.id),
    });
  const columns = debtorColumns(t, {
    onEdit: (debtor) => setEditing({ debtor }),
    onDelete: (debtor) => void deleteDebtor(debtor),
  });

  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {t('routes.adminListsDebtors')}
      </Typography>
      <Typography color="text.secondary">{t('parties.debtors.intro')}</Typography>
      <ListPanel
        title={t('parties.debtors.gridLabel')}
        addLabel={t('parties.debtors.actions.add')}
        onAdd={() => setEditing({ debtor: undefined })}
        filters={
          <SearchFilters
            fields={[{ name: 'text', label: t('parties.debtors.search'), width: 320 }]}
            onSearch={(values) => setText(values.text)}
            initialValues={{ text: linkedName }}
          />
        }
      >
        <WithListExport
          exportAs={{
            list: 'debtors',
            title: t('parties.debtors.gridLabel'),
            search: text.trim() ? { text: text.trim() } : {},
          }}
          sort={search.gridProps.sort}
          total={search.gridProps.total}
          columns={columns}
          labels={{ vendorType: partyKindWords(t) }}
        >
          <ServerDataGrid<Debtor>
            label={t('parties.debtors.gridLabel')}
            columns={columns}
            sortKeys={partySortKeys}
            emptyText={t('parties.debtors.empty')}
            {...search.gridProps}
          />
        </WithListExport>
      </ListPanel>
      {editing ? (
        <DebtorDialog
          debtor={editing.debtor}
          onClose={() => setEditing(undefined)}
          onSaved={() => setEditing(undefined)}
        />
      ) : null}
    </Stack>
  );
}
