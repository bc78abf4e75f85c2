import type { LabelsSetting } from '@inventario/shared/contracts/labels-settings';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmedDelete } from '@/components/actions/use-confirmed-delete.ts';
import { ListPanel } from '@/components/data/list-panel.tsx';
import { SearchFilters } from '@/components/data/search-filters.tsx';
import { ServerDataGrid } from '@/components/data/server-data-grid.tsx';
import { usePagedSearch } from '@/components/data/use-paged-search.ts';
import { getDownloadUrl, openDownload } from '@/features/documents';
import { labelsSettingsKeys } from '@/features/reference-lists';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { useToast } from '@/shell/toast/use-toast.ts';
import { useDeleteLabelsSetting } from '../api/delete-labels-setting.ts';
import { searchLabelsSettings } from '../api/search-labels-settings.ts';
import { BY_ID, labelsSettingColumns, labelsSettingSortKeys } from '../components/labels-setting-columns.tsx';
import { LabelsSettingDialog } from '../components/labels-setting-dialog.tsx';

type Editing = { layout: LabelsSetting | undefined } | undefined;

/**
 * `#/configuration/labels`: the label layouts the label prints use. The product's four defaults are
 * read-only; the school adds, edits and deletes its own.
 */
export default function LabelsSettingsPage() {
  const { t, i18n } = useTranslation();
  const { inventory } = useBackendClients();
  const remove = useDeleteLabelsSetting();
  const confirmedDelete = useConfirmedDelete();
  const toast = useToast();
  const [description, setDescription] = useState('');
  const [editing, setEditing] = useState<Editing>();

  const search = usePagedSearch({
    area: labelsSettingsKeys.all[0],
    filters: { description: description.trim() },
    defaultSort: BY_ID,
    fetchPage: async ({ filters, page, size, sortBy, sortDesc }) => {
      const body = { ...(filters.description ? { description: filters.description } : {}), sortBy, sortDesc };
      const found = await searchLabelsSettings(inventory, page, size, body);
      return { rows: found.labelsSettings, total: found.total };
    },
  });

  const deleteLayout = (layout: LabelsSetting) =>
    confirmedDelete({
      title: t('labelsSettings.deleteConfirm.title'),
      message: t('labelsSettings.deleteConfirm.message', { description: layout.description }),
      inUseMessage: t('labelsSettings.inUse'),
      deletedMessage: t('labelsSettings.deleted'),
      run: () => remove.mutateAsync(layout.id),
    });
  const downloadSample = async (documentId: number) => {
    try {
      openDownload(await getDownloadUrl(inventory, documentId, 0), '');
    } catch (error) {
      toast.error(t('labelsSettings.sample.downloadFailed'), error);
    }
  };
  const columns = labelsSettingColumns(t, i18n.language, {
    onEdit: (layout) => setEditing({ layout }),
    onDelete: (layout) => void deleteLayout(layout),
    onDownloadSample: (_layout, documentId) => void downloadSample(documentId),
  });

  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {t('routes.configurationLabels')}
      </Typography>
      <Typography color="text.secondary">{t('labelsSettings.intro')}</Typography>
      <ListPanel
        title={t('labelsSettings.gridLabel')}
        addLabel={t('labelsSettings.actions.add')}
        onAdd={() => setEditing({ layout: undefined })}
        filters={
          <SearchFilters
            fields={[{ name: 'description', label: t('labelsSettings.search'), width: 280 }]}
            onSearch={(values) => setDescription(values.description)}
          />
        }
      >
        <ServerDataGrid<LabelsSetting>
          label={t('labelsSettings.gridLabel')}
          columns={columns}
          sortKeys={labelsSettingSortKeys}
          emptyText={t('labelsSettings.empty')}
          {...search.gridProps}
        />
      </ListPanel>
      {editing ? (
        <LabelsSettingDialog
          layout={editing.layout}
          onClose={() => setEditing(undefined)}
          onSaved={() => setEditing(undefined)}
        />
      ) : null}
    </Stack>
  );
}
