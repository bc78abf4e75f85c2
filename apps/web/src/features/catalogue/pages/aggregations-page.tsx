import type { Aggregation } from '@inventario/shared/contracts/catalogue';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RowActions } from '@/components/actions/row-actions.tsx';
import { useConfirmedDelete } from '@/components/actions/use-confirmed-delete.ts';
import { exportTableOf, gridTableColumns } from '@/components/data/export-table.ts';
import { ListPanel } from '@/components/data/list-panel.tsx';
import { SearchFilters } from '@/components/data/search-filters.tsx';
import { ServerDataGrid } from '@/components/data/server-data-grid.tsx';
import { usePagedSearch } from '@/components/data/use-paged-search.ts';
import { WithTableExport } from '@/features/documents';
import { catalogueKeys, listAggregations, useAggregations } from '@/features/reference-lists';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { useDeleteAggregation } from '../api/delete-aggregation.ts';

import { AggregationDialog } from '../components/aggregation-dialog.tsx';
import { aggregationSortKeys, pageOfAggregations } from '../model/aggregation-page.ts';

function aggregationColumns(
  t: TFunction,
  onEdit: (aggregation: Aggregation) => void,
  onDelete: (aggregation: Aggregation) => void,
): GridColDef<Aggregation>[] {
  return [
    { field: 'code', headerName: t('catalogue.aggregations.columns.code'), width: 140 },
    {
      field: 'description',
      headerName: t('catalogue.aggregations.columns.description'),
      flex: 1,
      minWidth: 240,
    },
    {
      field: 'actions',
      headerName: t('catalogue.aggregations.columns.actions'),
      width: 100,
      sortable: false,
      renderCell: ({ row }) => (
        <RowActions
          editLabel={t('catalogue.aggregations.actions.edit', { code: row.code })}
          deleteLabel={t('catalogue.aggregations.actions.delete', { code: row.code })}
          onEdit={() => onEdit(row)}
          onDelete={() => onDelete(row)}
        />
      ),
    },
  ];
}

type Editing = { aggregation: Aggregation | undefined } | undefined;

/** `#/admin-lists/aggregations`: the Model K lines the subcategories feed; add, edit, delete. */
export default function AggregationsPage() {
  const { t } = useTranslation();
  const { inventory } = useBackendClients();
  const remove = useDeleteAggregation();
  const confirmedDelete = useConfirmedDelete();
  const [text, setText] = useState('');
  const [editing, setEditing] = useState<Editing>();

  const search = usePagedSearch({
    area: catalogueKeys.all[0],
    filters: { list: 'aggregations', text },
    fetchPage: async (request) =>
      pageOfAggregations(await listAggregations(inventory), { ...request, text: request.filters.text }),
  });
  const all = useAggregations();

  const deleteAggregation = (aggregation: Aggregation) =>
    confirmedDelete({
      title: t('catalogue.aggregations.deleteConfirm.title'),
      message: t('catalogue.aggregations.deleteConfirm.message', {
        code: aggregation.code,
        description: aggregation.description,
      }),
      inUseMessage: t('catalogue.aggregations.inUse'),
      deletedMessage: t('catalogue.aggregations.deleted'),
      run: () => remove.mutateAsync(aggregation.id),
    });

  const columns = aggregationColumns(
    t,
    (aggregation) => setEditing({ aggregation }),
    (aggregation) => void deleteAggregation(aggregation),
  );

  // The whole list as the grid shows it, a page at a time: searched and sorted the same way.
  const exportTable = () => {
    const rows = all.data ?? [];
    const shown = pageOfAggregations(rows, { text, page: 1, size: Math.max(rows.length, 1), ...search.sort });
    return exportTableOf(gridTableColumns(columns), shown.rows);
  };

  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {t('routes.adminListsAggregations')}
      </Typography>
      <Typography color="text.secondary">{t('catalogue.aggregations.intro')}</Typography>
      <ListPanel
        title={t('catalogue.aggregations.gridLabel')}
        addLabel={t('catalogue.aggregations.actions.add')}
        onAdd={() => setEditing({ aggregation: undefined })}
        filters={
          <SearchFilters
            fields={[{ name: 'text', label: t('catalogue.aggregations.search'), width: 280 }]}
            onSearch={(values) => setText(values.text)}
          />
        }
      >
        <WithTableExport
          title={t('catalogue.aggregations.gridLabel')}
          table={exportTable}
          rows={all.data ? search.gridProps.total : 0}
        >
          <ServerDataGrid<Aggregation>
            label={t('catalogue.aggregations.gridLabel')}
            columns={columns}
            sortKeys={aggregationSortKeys}
            emptyText={t('catalogue.aggregations.empty')}
            {...search.gridProps}
          />
        </WithTableExport>
      </ListPanel>
      {editing ? (
        <AggregationDialog
          aggregation={editing.aggregation}
          onClose={() => setEditing(undefined)}
          onSaved={() => setEditing(undefined)}
        />
      ) : null}
    </Stack>
  );
}
