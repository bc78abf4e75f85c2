import type { AssetSummary } from '@inventario/shared/contracts/assets';
import type { Subcategory } from '@inventario/shared/contracts/catalogue';
import type { Site } from '@inventario/shared/contracts/placement';
import { eurosToCents, formatCents } from '@inventario/shared/format/currency';
import AddIcon from '@mui/icons-material/Add';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import MoveToInboxOutlinedIcon from '@mui/icons-material/MoveToInboxOutlined';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Suspense, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLatestCallback } from '@/components/actions/use-latest-callback.ts';
import { ServerDataGrid } from '@/components/data/server-data-grid.tsx';
import { usePagedSearch } from '@/components/data/use-paged-search.ts';
import { useSelectionRequest } from '@/components/selection/use-selection-request.ts';
import { ASSETS_AREA } from '@/features/assets/api/asset-keys.ts';
import { searchAssets } from '@/features/assets/api/search-assets.ts';
import { assetColumns, assetGridSortKeys } from '@/features/assets/components/asset-columns.tsx';
import { AssetDetailDialog } from '@/features/assets/components/asset-detail-dialog.tsx';
import { assetName } from '@/features/assets/components/asset-name.ts';
import { AttachmentsPanel } from '@/features/attachments';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { useDialogs } from '@/shell/dialogs/dialogs-provider.tsx';
import { useErrorText } from '@/shell/errors/use-error-text.ts';
import { useToast } from '@/shell/toast/use-toast.ts';
import { useAddUniversalityAssets } from '../api/add-universality-assets.ts';
import { useUniversality } from '../api/get-universality.ts';
import { useRemoveUniversalityAsset } from '../api/remove-universality-asset.ts';
import { incompleteAfterRemoval } from '../model/asset-threshold.ts';
import { canCharge, componentsChangeable } from '../model/universality-status.ts';
import { AssetFormDialog } from './asset-form-dialog.tsx';
import { chargeUniversalityHref } from './universality-columns.tsx';
import { UniversalitySummary } from './universality-summary.tsx';
import { WaitingDurablesDialog } from './waiting-durables-dialog.tsx';

export interface UniversalityComponentsPanelProps {
  universalityId: number;
  subcategories: readonly Subcategory[];
  sites: readonly Site[];
}

type OpenDialog = { kind: 'detail'; assetId: number } | { kind: 'form'; assetId: number | undefined };

/**
 * One universality: its totals and status, its components (assets filtered by the universality),
 * waiting durable assets added from a selectable list, a component removed (back to waiting) or
 * created in it, and the charge once complete.
 */
export function UniversalityComponentsPanel({
  universalityId,
  subcategories,
  sites,
}: UniversalityComponentsPanelProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const toast = useToast();
  const errorText = useErrorText();
  const { confirm, alert } = useDialogs();
  const { inventory } = useBackendClients();
  const universality = useUniversality(universalityId);
  const add = useAddUniversalityAssets();
  const removeComponent = useRemoveUniversalityAsset();
  const waiting = useSelectionRequest<AssetSummary>();
  const [dialog, setDialog] = useState<OpenDialog>();
  const search = usePagedSearch({
    area: ASSETS_AREA,
    filters: { universalityId },
    fetchPage: (request) => searchAssets(inventory, request),
  });
  const data = universality.data;
  const changeable = data ? componentsChangeable(data) : false;

  const addWaiting = async () => {
    const rows = await waiting.request();
    if (!rows || !data) return;
    const free = rows.filter((asset) => asset.universalityId === null);
    if (free.length < rows.length) {
      await alert({
        title: t('common.attention'),
        message: t('universalities.components.someInOther'),
        severity: 'warning',
      });
    }
    if (free.length === 0) return;
    try {
      await add.mutateAsync({ id: data.id, assetIds: free.map((asset) => asset.id) });
      toast.success(t('universalities.components.added', { count: free.length }));
    } catch (error) {
      toast.error(t('universalities.components.addFailed'), error);
    }
  };

  const remove = useLatestCallback(async (asset: AssetSummary) => {
    if (!data) return;
    const left = incompleteAfterRemoval(
      eurosToCents(data.totalHistoricalValue),
      eurosToCents(asset.historicalPrice),
    );
    const message = [
      t('universalities.components.removeMessage', { name: assetName(asset, t) }),
      left === undefined
        ? ''
        : t('universalities.components.removeBelowThreshold', { total: formatCents(left) }),
    ].join(' ');
    const ok = await confirm({
      title: t('universalities.components.removeTitle'),
      message,
      confirmLabel: t('universalities.components.removeConfirm'),
      destructive: true,
    });
    if (!ok) return;
    try {
      await removeComponent.mutateAsync({ id: data.id, assetId: asset.id });
      toast.success(t('universalities.components.removed'));
    } catch (error) {
      toast.error(t('universalities.components.removeFailed'), error);
    }
  });

  const columns = useMemo(
    () =>
      assetColumns(t, {
        onDetail: (asset) => setDialog({ kind: 'detail', assetId: asset.id }),
        onEdit: changeable ? (asset) => setDialog({ kind: 'form', assetId: asset.id }) : undefined,
        extra: changeable
          ? (asset) => (
              <Tooltip title={t('universalities.components.remove', { name: assetName(asset, t) })}>
                <IconButton
                  size="small"
                  color="error"
                  aria-label={t('universalities.components.remove', { name: assetName(asset, t) })}
                  onClick={(event) => {
                    event.stopPropagation();
                    void remove(asset);
                  }}
                >
                  <LinkOffIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            )
          : undefined,
      }),
    [t, changeable, remove],
  );

  if (!data) {
    return (
      <Paper variant="outlined" sx={{ p: 3 }}>
        {universality.isError ? (
          <Alert severity="error">{errorText(universality.error)}</Alert>
        ) : (
          <CircularProgress aria-label={t('common.loading')} />
        )}
      </Paper>
    );
  }

  return (
    <Paper component="section" aria-labelledby={titleId} variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
          <Typography id={titleId} variant="h6" component="h2" sx={{ flex: 1 }}>
            {t('universalities.components.title', { description: data.description })}
          </Typography>
          {changeable ? (
            <>
              <Button variant="outlined" startIcon={<PlaylistAddIcon />} onClick={() => void addWaiting()}>
                {t('universalities.components.addWaiting')}
              </Button>
              <Button
                variant="outlined"
                startIcon={<AddIcon />}
                onClick={() => setDialog({ kind: 'form', assetId: undefined })}
              >
                {t('universalities.components.newAsset')}
              </Button>
            </>
          ) : null}
          {canCharge(data) ? (
            <Button
              variant="contained"
              startIcon={<MoveToInboxOutlinedIcon />}
              href={chargeUniversalityHref(data)}
            >
              {t('universalities.actions.chargeShort')}
            </Button>
          ) : null}
        </Stack>
        <UniversalitySummary universality={data} />
        <Suspense fallback={null}>
          <AttachmentsPanel record={{ owner: 'universality', ownerId: data.id }} />
        </Suspense>
        <ServerDataGrid<AssetSummary>
          label={t('universalities.components.gridLabel', { description: data.description })}
          columns={columns}
          sortKeys={assetGridSortKeys}
          emptyText={t('universalities.components.empty')}
          {...search.gridProps}
        />
      </Stack>
      <WaitingDurablesDialog {...waiting.dialogProps} />
      {dialog?.kind === 'detail' ? (
        <AssetDetailDialog
          assetId={dialog.assetId}
          subcategories={subcategories}
          onClose={() => setDialog(undefined)}
        />
      ) : null}
      {dialog?.kind === 'form' ? (
        <AssetFormDialog
          assetId={dialog.assetId}
          universality={
            dialog.assetId === undefined ? { id: data.id, description: data.description } : undefined
          }
          subcategories={subcategories}
          sites={sites}
          onClose={() => setDialog(undefined)}
        />
      ) : null}
    </Paper>
  );
}
