import { ASSET_STATUS, type AssetSummary } from '@inventario/shared/contracts/assets';
import EditNoteIcon from '@mui/icons-material/EditNote';
import MoveToInboxOutlinedIcon from '@mui/icons-material/MoveToInboxOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { GridRowId } from '@mui/x-data-grid';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLatestCallback } from '@/components/actions/use-latest-callback.ts';
import { ColumnChooser } from '@/components/data/column-chooser.tsx';
import { exportColumnsOf } from '@/components/data/export-columns.ts';
import { ListPanel } from '@/components/data/list-panel.tsx';
import { ServerDataGrid } from '@/components/data/server-data-grid.tsx';
import { useColumnChoice } from '@/components/data/use-column-choice.ts';
import { usePagedSearch } from '@/components/data/use-paged-search.ts';
import { useRowSelection } from '@/components/data/use-row-selection.ts';
import { FoldableFilters } from '@/components/forms/foldable-filters.tsx';
import { AttachmentThumbnail, useCovers } from '@/features/attachments';
import { ExportButton } from '@/features/documents';
import { useAllSubcategories, useCategories, useRegisters, useSites } from '@/features/reference-lists';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { ASSETS_AREA } from '../api/asset-keys.ts';
import { searchAssets } from '../api/search-assets.ts';
import {
  assetColumns,
  assetGridSortKeys,
  assetStatusWords,
  hiddenOptionalAssetColumns,
} from '../components/asset-columns.tsx';
import { AssetDetailDialog } from '../components/asset-detail-dialog.tsx';
import { AssetFiltersBar } from '../components/asset-filters-bar.tsx';
import { AssetFormDialog } from '../components/asset-form-dialog.tsx';
import { MultipleEditDialog } from '../components/multiple-edit-dialog.tsx';
import { MultipleEditProgressDialog } from '../components/multiple-edit-progress-dialog.tsx';
import { useDeleteAssetCommand } from '../components/use-delete-asset-command.ts';
import { useMultipleEditRun } from '../components/use-multiple-edit-run.ts';
import { activeFilterCount, hasAssetFilters, noAssetFilters, toAssetSearch } from '../model/asset-filters.ts';
import { canChargeAlone } from '../model/asset-status.ts';

type View = 'all' | 'waiting';

type OpenDialog =
  | { kind: 'detail'; assetId: number }
  | { kind: 'form'; assetId: number | undefined }
  | { kind: 'multipleEdit' };

const chargeHref = (asset: { id: number }) => `#/charge/new/asset/${asset.id}`;

/**
 * `#/assets`: the school's assets, filtered and paged on the server; detail with history, edit, new
 * waiting asset, delete and charge of a waiting asset, the waiting assets as a selectable list, and
 * the multiple edit of the chosen assets.
 */
export default function AssetsPage() {
  const { t } = useTranslation();
  const { inventory } = useBackendClients();
  const registers = useRegisters();
  const categories = useCategories();
  const subcategories = useAllSubcategories();
  const sites = useSites();
  // Links from elsewhere (the dashboard) open a view or a status: `#/assets?view=waiting`, `?status=3`;
  // the toolbar's search opens an asset's detail: `#/assets?asset=12`.
  const [searchParams, setSearchParams] = useSearchParams();
  const [view, setView] = useState<View>(searchParams.get('view') === 'waiting' ? 'waiting' : 'all');
  const [filters, setFilters] = useState(() => {
    const status = Number(searchParams.get('status'));
    const statuses: number[] = Object.values(ASSET_STATUS);
    return statuses.includes(status) ? { ...noAssetFilters, status } : noAssetFilters;
  });
  const [dialog, setDialog] = useState<OpenDialog>();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const chosen = useRowSelection<AssetSummary>('multiple');
  const multipleEdit = useMultipleEditRun();
  const deleteAsset = useDeleteAssetCommand();
  const linkedAsset = Number(searchParams.get('asset'));
  useEffect(() => {
    if (Number.isSafeInteger(linkedAsset) && linkedAsset > 0)
      setDialog({ kind: 'detail', assetId: linkedAsset });
  }, [linkedAsset]);
  const close = () => {
    setDialog(undefined);
    if (searchParams.has('asset')) {
      const next = new URLSearchParams(searchParams);
      next.delete('asset');
      setSearchParams(next, { replace: true });
    }
  };

  const applied = view === 'waiting' ? { ...filters, status: ASSET_STATUS.waiting } : filters;
  const search = usePagedSearch({
    area: ASSETS_AREA,
    filters: toAssetSearch(applied),
    fetchPage: (request) => searchAssets(inventory, request),
  });

  const remove = useLatestCallback(async (asset: AssetSummary) => {
    if (await deleteAsset(asset)) chosen.selection.onChange(withoutRow(chosen.selection.selected, asset.id));
  });
  const columnChoice = useColumnChoice('assets', hiddenOptionalAssetColumns);
  const covers = useCovers(
    'asset',
    search.rows.map((row) => row.id),
    columnChoice.visibility.photo !== false,
  );
  const coverOf = covers.data;
  const columns = useMemo(
    () =>
      assetColumns(
        t,
        {
          onDetail: (asset) => setDialog({ kind: 'detail', assetId: asset.id }),
          onEdit: (asset) => setDialog({ kind: 'form', assetId: asset.id }),
          onDelete: (asset) => void remove(asset),
          chargeHref,
        },
        {
          optional: true,
          photo: (row) => <AttachmentThumbnail cover={coverOf?.get(row.id)} name={row.description} />,
        },
      ),
    [t, remove, coverOf],
  );
  const title = view === 'waiting' ? t('assets.list.waitingTitle') : t('assets.list.title');
  const exportDraft = () => ({
    list: 'assets' as const,
    title,
    search: { ...toAssetSearch(applied), ...search.gridProps.sort },
    columns: exportColumnsOf(columns, columnChoice.visibility, { status: assetStatusWords(t) }),
  });

  const [single] = chosen.rows;
  const chargeable = chosen.rows.length === 1 && single && canChargeAlone(single) ? single : undefined;
  const emptyText = hasAssetFilters(filters)
    ? t('dataGrid.noMatches')
    : view === 'waiting'
      ? t('assets.list.noWaiting')
      : t('assets.list.empty');

  return (
    <Stack spacing={3}>
      <Stack spacing={0.5}>
        <Typography variant="h4" component="h1">
          {t('routes.assets')}
        </Typography>
        <Typography color="text.secondary">{t('assets.list.intro')}</Typography>
      </Stack>
      <Tabs value={view} onChange={(_event, next: View) => setView(next)} aria-label={t('assets.list.views')}>
        <Tab value="all" label={t('assets.list.allTab')} />
        <Tab value="waiting" label={t('assets.list.waitingTab')} />
      </Tabs>
      <ListPanel
        title={title}
        addLabel={t('assets.actions.newWaiting')}
        onAdd={() => setDialog({ kind: 'form', assetId: undefined })}
      >
        <Stack spacing={2}>
          <FoldableFilters
            activeCount={activeFilterCount(filters, { fixedStatus: view === 'waiting' })}
            open={filtersOpen}
            onOpenChange={setFiltersOpen}
          >
            <AssetFiltersBar
              filters={filters}
              onChange={setFilters}
              registers={registers.data ?? []}
              categories={categories.data ?? []}
              subcategories={subcategories.data ?? []}
              sites={sites.data ?? []}
              fixedStatus={view === 'waiting'}
              onSearched={() => setFiltersOpen(false)}
            />
          </FoldableFilters>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ alignItems: { md: 'center' } }}>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ alignItems: { sm: 'center' }, flex: 1 }}
              aria-label={t('assets.list.selectionActions')}
              role="toolbar"
            >
              <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto' }} aria-live="polite">
                {t('assets.list.chosen', { count: chosen.rows.length })}
              </Typography>
              {chosen.rows.length > 0 ? (
                <Button onClick={chosen.clear}>{t('assets.list.clearSelection')}</Button>
              ) : null}
              {chargeable ? (
                <Button
                  variant="outlined"
                  startIcon={<MoveToInboxOutlinedIcon />}
                  href={chargeHref(chargeable)}
                >
                  {t('assets.actions.chargeChosen')}
                </Button>
              ) : null}
              <Button
                variant="outlined"
                startIcon={<EditNoteIcon />}
                disabled={chosen.rows.length === 0}
                onClick={() => setDialog({ kind: 'multipleEdit' })}
              >
                {t('assets.actions.multipleEdit')}
              </Button>
            </Stack>
            <Stack direction="row" spacing={1}>
              <ColumnChooser
                columns={columns}
                visibility={columnChoice.visibility}
                onChange={columnChoice.change}
              />
              <ExportButton draft={exportDraft} rows={search.gridProps.total} />
            </Stack>
          </Stack>
          <ServerDataGrid<AssetSummary>
            label={view === 'waiting' ? t('assets.list.waitingGridLabel') : t('assets.list.gridLabel')}
            columns={columns}
            sortKeys={assetGridSortKeys}
            columnVisibilityModel={columnChoice.visibility}
            selection={chosen.selection}
            emptyText={emptyText}
            {...search.gridProps}
          />
        </Stack>
      </ListPanel>
      {dialog?.kind === 'detail' ? (
        <AssetDetailDialog
          assetId={dialog.assetId}
          subcategories={subcategories.data ?? []}
          onClose={close}
          onEdit={(asset) => setDialog({ kind: 'form', assetId: asset.id })}
          onDelete={async (asset) => {
            if (await deleteAsset(asset)) close();
          }}
        />
      ) : null}
      {dialog?.kind === 'form' ? (
        <AssetFormDialog
          assetId={dialog.assetId}
          subcategories={subcategories.data ?? []}
          sites={sites.data ?? []}
          onClose={close}
        />
      ) : null}
      {dialog?.kind === 'multipleEdit' ? (
        <MultipleEditDialog
          count={chosen.rows.length}
          sites={sites.data ?? []}
          onCancel={close}
          onStart={(patch) => {
            close();
            void multipleEdit.start(chosen.rows, patch);
          }}
        />
      ) : null}
      {multipleEdit.run.phase === 'idle' ? null : (
        <MultipleEditProgressDialog
          run={multipleEdit.run}
          onStop={multipleEdit.stop}
          onDecide={multipleEdit.decide}
          onClose={() => {
            multipleEdit.reset();
            chosen.clear();
          }}
        />
      )}
    </Stack>
  );
}

function withoutRow<R>(selected: ReadonlyMap<GridRowId, R>, id: GridRowId): Map<GridRowId, R> {
  const next = new Map(selected);
  next.delete(id);
  return next;
}
