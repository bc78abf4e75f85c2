import type { Creditor, CreditorPagedSearch } from '@inventario/shared/contracts/parties';
import type { PartyKind } from '@inventario/shared/domain/parties/parties';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useConfirmedDelete } from '@/components/actions/use-confirmed-delete.ts';
import { ListPanel } from '@/components/data/list-panel.tsx';
import { SearchFilters } from '@/components/data/search-filters.tsx';
import { ServerDataGrid } from '@/components/data/server-data-grid.tsx';
import { usePagedSearch } from '@/components/data/use-paged-search.ts';
import { useSelectionRequest } from '@/components/selection/use-selection-request.ts';
import { WithListExport } from '@/features/documents';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { useDeleteCreditor } from '../api/delete-creditor.ts';
import { partiesKeys } from '../api/parties-query-keys.ts';
import { searchCreditorPage } from '../api/search-creditor-page.ts';
import { CreditorDialog } from '../components/creditor-dialog.tsx';
import { CreditorSearchDialog } from '../components/creditor-search-dialog.tsx';
import { creditorColumns, partyKindWords, partySortKeys } from '../components/party-columns.tsx';

type Editing = { creditor: Creditor | undefined } | undefined;
const ALL_KINDS = '';

/** `#/admin-lists/creditors`: the suppliers of the school's charges, by name, VAT number, fiscal code and kind. */
export default function CreditorsPage() {
  const { t } = useTranslation();
  const { inventory } = useBackendClients();
  const remove = useDeleteCreditor();
  const confirmedDelete = useConfirmedDelete();
  // The toolbar's search opens the list on the creditor found: `#/admin-lists/creditors?name=Acme`.
  const [searchParams] = useSearchParams();
  const linkedName = searchParams.get('name') ?? '';
  const [text, setText] = useState(linkedName);
  const [kind, setKind] = useState<PartyKind | typeof ALL_KINDS>(ALL_KINDS);
  const [editing, setEditing] = useState<Editing>();
  const finder = useSelectionRequest<Creditor>();

  // The search the charge and print screens use: the creditor found opens for editing here.
  const quickSearch = async () => {
    const [found] = (await finder.request()) ?? [];
    if (found) setEditing({ creditor: found });
  };

  const filters: CreditorPagedSearch = {
    ...(text.trim() ? { businessNameFullName: text.trim() } : {}),
    ...(kind ? { vendorType: kind } : {}),
  };
  const search = usePagedSearch({
    area: partiesKeys.creditors()[0],
    filters: { list: partiesKeys.creditors()[1], ...filters },
    fetchPage: async ({ page, size, sortBy, sortDesc }) => {
      const found = await searchCreditorPage(inventory, page, size, { ...filters, sortBy, sortDesc });
      return { rows: found.creditors, total: found.total };
    },
  });

  const deleteCreditor = (creditor: Creditor) =>
    confirmedDelete({
      title: t('parties.creditors.deleteConfirm.title'),
      message: t('parties.creditors.deleteConfirm.message', { name: creditor.description }),
      inUseMessage: t('parties.creditors.inUse'),
      deletedMessage: t('parties.creditors.deleted'),
      run: () => remove.mutateAsync(creditor.id),
    });
  const columns = creditorColumns(t, {
    onEdit: (creditor) => setEditing({ creditor }),
    onDelete: (creditor) => void deleteCreditor(creditor),
  });

  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {t('routes.adminListsCreditors')}
      </Typography>
      <Typography color="text.secondary">{t('parties.creditors.intro')}</Typography>
      <ListPanel
        title={t('parties.creditors.gridLabel')}
        addLabel={t('parties.creditors.actions.add')}
        onAdd={() => setEditing({ creditor: undefined })}
        importPath="/admin-lists/import/creditors"
        filters={
          <>
            <TextField
              select
              size="small"
              label={t('parties.kinds.label')}
              value={kind}
              onChange={(event) => setKind(event.target.value as PartyKind | typeof ALL_KINDS)}
              sx={{ width: { sm: 200 } }}
            >
              <MenuItem value={ALL_KINDS}>
                <em>{t('parties.kinds.all')}</em>
              </MenuItem>
              <MenuItem value="G">{t('parties.kinds.G')}</MenuItem>
              <MenuItem value="F">{t('parties.kinds.F')}</MenuItem>
            </TextField>
            <SearchFilters
              fields={[{ name: 'text', label: t('parties.creditors.search'), width: 280 }]}
              onSearch={(values) => setText(values.text)}
              initialValues={{ text: linkedName }}
            />
            <Button
              variant="text"
              startIcon={<ManageSearchIcon />}
              onClick={() => void quickSearch()}
              sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
            >
              {t('parties.creditors.actions.quickSearch')}
            </Button>
          </>
        }
      >
        <WithListExport
          exportAs={{ list: 'creditors', title: t('parties.creditors.gridLabel'), search: filters }}
          sort={search.gridProps.sort}
          total={search.gridProps.total}
          columns={columns}
          labels={{ vendorType: partyKindWords(t) }}
        >
          <ServerDataGrid<Creditor>
            label={t('parties.creditors.gridLabel')}
            columns={columns}
            sortKeys={partySortKeys}
            emptyText={t('parties.creditors.empty')}
            {...search.gridProps}
          />
        </WithListExport>
      </ListPanel>
      <CreditorSearchDialog {...finder.dialogProps} />
      {editing ? (
        <CreditorDialog
          creditor={editing.creditor}
          onClose={() => setEditing(undefined)}
          onSaved={() => setEditing(undefined)}
        />
      ) : null}
    </Stack>
  );
}
