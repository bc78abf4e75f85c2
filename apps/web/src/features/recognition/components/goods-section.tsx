import type { MovementWithAssets } from '@inventario/shared/contracts/movements';
import type {
  Recognition,
  RecognitionAsset,
  RecognitionAssetSearch,
  RecognitionLocation,
} from '@inventario/shared/contracts/recognition';
import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ExplainedButton } from '@/components/actions/explained-button.tsx';
import { useLatestCallback } from '@/components/actions/use-latest-callback.ts';
import { usePagedSearch } from '@/components/data/use-paged-search.ts';
import { useRowSelection } from '@/components/data/use-row-selection.ts';
import { voucherNumberText } from '@/features/movements';
import { isApiError } from '@/lib/api/api-error.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { useDialogs } from '@/shell/dialogs/dialogs-provider.tsx';
import { useErrorText } from '@/shell/errors/use-error-text.ts';
import { useToast } from '@/shell/toast/use-toast.ts';
import { useMarkCorrect } from '../api/mark-correct.ts';
import { RECOGNITION_AREA } from '../api/recognition-keys.ts';
import { useRestoreAsset } from '../api/restore-asset.ts';
import { searchRecognitionAssets } from '../api/search-recognition-assets.ts';
import { canProposeMissing } from '../model/asset-actions.ts';
import { EMPTY_GOODS_FILTERS, hasGoodsFilters, toGoodsSearch } from '../model/goods-filters.ts';
import { goodText, proposalRoute } from '../model/recognition-labels.ts';
import { countsSignature } from '../model/scan-links.ts';
import { GoodsFiltersBar } from './goods-filters-bar.tsx';
import { type GoodAction, GoodsGrid } from './goods-grid.tsx';
import { MissingProposalDialog } from './missing-proposal-dialog.tsx';
import { MoveDialog } from './move-dialog.tsx';

type OpenDialog = { kind: 'move'; asset: RecognitionAsset } | { kind: 'missing'; assetIds: number[] };

/**
 * The goods the recognition counts, filtered and paged on the server; each good's actions (mark as
 * detected, restore, move where it was found) and the proposal for missing goods of those chosen.
 * The page shown reloads whenever the recognition's or its locations' counts change (the page reloads
 * those every few seconds while ongoing): a phone's reads show here too, and a page nothing changed
 * is not asked for again.
 */
export function GoodsSection(props: { recognition: Recognition; locations: readonly RecognitionLocation[] }) {
  const { t } = useTranslation();
  const { inventory } = useBackendClients();
  const { alert } = useDialogs();
  const toast = useToast();
  const errorText = useErrorText();
  const { id } = props.recognition;
  const ongoing = props.recognition.status === 'ongoing';
  const [filters, setFilters] = useState<RecognitionAssetSearch>(() => toGoodsSearch(EMPTY_GOODS_FILTERS));
  const [dialog, setDialog] = useState<OpenDialog>();
  const [created, setCreated] = useState<MovementWithAssets>();
  const chosen = useRowSelection<RecognitionAsset>('multiple');
  const markCorrect = useMarkCorrect(id);
  const restore = useRestoreAsset(id);
  const search = usePagedSearch<RecognitionAssetSearch & { recognition: number }, RecognitionAsset>({
    area: RECOGNITION_AREA,
    filters: { ...filters, recognition: id },
    fetchPage: async ({ page, size, sortBy, sortDesc }) => {
      const found = await searchRecognitionAssets(inventory, id, page, size, {
        ...filters,
        sortBy,
        sortDesc,
      });
      return { rows: found.assets, total: found.total };
    },
  });

  const signature = countsSignature(props.recognition, props.locations);
  const seen = useRef(signature);
  const { refetch } = search.query;
  useEffect(() => {
    if (seen.current === signature) return;
    seen.current = signature;
    // A reload already under way (after this page's own action) answers for this change too.
    void refetch({ cancelRefetch: false });
  }, [signature, refetch]);

  const tellFailure = async (error: unknown) => {
    if (isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 401) {
      await alert({ title: t('common.attention'), message: errorText(error), severity: 'warning' });
    } else {
      toast.error(t('recognition.goods.failed'), error);
    }
  };

  const act = useLatestCallback(async (asset: RecognitionAsset, action: GoodAction) => {
    if (action === 'move') {
      setDialog({ kind: 'move', asset });
      return;
    }
    const good = goodText(asset);
    try {
      if (action === 'correct') {
        await markCorrect.mutateAsync(asset.idAsset);
        toast.success(t('recognition.goods.corrected', { good }));
      } else {
        await restore.mutateAsync(asset.idAsset);
        toast.success(t('recognition.goods.restored', { good }));
      }
      // Its status changed: a chosen good may no longer be one to propose as missing.
      if (chosen.selection.selected.has(asset.idAsset)) {
        const next = new Map(chosen.selection.selected);
        next.delete(asset.idAsset);
        chosen.selection.onChange(next);
      }
    } catch (error) {
      await tellFailure(error);
    }
  });

  const proposable = canProposeMissing(chosen.rows);
  return (
    <Stack spacing={2}>
      <GoodsFiltersBar locations={props.locations} onSearch={(values) => setFilters(toGoodsSearch(values))} />
      {created ? (
        <Alert severity="success" onClose={() => setCreated(undefined)}>
          {t('recognition.missingDialog.created', { number: voucherNumberText(created) })}{' '}
          <Link component={RouterLink} to={proposalRoute(created.id)}>
            {t('recognition.missingDialog.open', { number: voucherNumberText(created) })}
          </Link>
        </Alert>
      ) : null}
      {ongoing ? (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ alignItems: { sm: 'center' } }}
          role="toolbar"
          aria-label={t('recognition.goods.selectionActions')}
        >
          <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto' }} aria-live="polite">
            {t('recognition.goods.chosen', { count: chosen.rows.length })}
          </Typography>
          {chosen.rows.length > 0 ? (
            <Button onClick={chosen.clear}>{t('recognition.goods.clearSelection')}</Button>
          ) : null}
          <ExplainedButton
            variant="contained"
            startIcon={<ReportProblemOutlinedIcon />}
            disabledReason={proposable ? undefined : t('recognition.goods.proposeMissingReason')}
            onClick={() => setDialog({ kind: 'missing', assetIds: chosen.rows.map((row) => row.idAsset) })}
          >
            {t('recognition.goods.proposeMissing')}
          </ExplainedButton>
        </Stack>
      ) : null}
      <Box>
        <GoodsGrid
          {...search.gridProps}
          // A reload of the same page keeps its rows on screen, ticks and clicks landing; a new page,
          // filter or sort shows the loading overlay.
          loading={search.query.isFetching && (search.query.isPending || search.query.isPlaceholderData)}
          recognition={props.recognition.status}
          emptyText={
            hasGoodsFilters(filters) ? t('recognition.goods.noMatches') : t('recognition.goods.empty')
          }
          selection={ongoing ? chosen.selection : undefined}
          busy={markCorrect.isPending || restore.isPending}
          onAction={act}
        />
      </Box>
      {dialog?.kind === 'move' ? (
        <MoveDialog recognitionId={id} asset={dialog.asset} onClose={() => setDialog(undefined)} />
      ) : null}
      {dialog?.kind === 'missing' ? (
        <MissingProposalDialog
          recognitionId={id}
          assetIds={dialog.assetIds}
          onClose={() => setDialog(undefined)}
          onCreated={(proposal) => {
            setDialog(undefined);
            chosen.clear();
            setCreated(proposal);
          }}
        />
      ) : null}
    </Stack>
  );
}
