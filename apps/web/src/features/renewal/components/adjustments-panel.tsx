import type { Renewal } from '@inventario/shared/contracts/renewal';
import type { Adjustment } from '@inventario/shared/contracts/renewal-adjustments';
import type { RenewalRefusal } from '@inventario/shared/domain/renewal/steps';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading, PageProblem, RetryButton } from '@/components/feedback/page-state.tsx';
import { isApiError } from '@/lib/api/api-error.ts';
import { useDialogs } from '@/shell/dialogs/dialogs-provider.tsx';
import { useErrorText } from '@/shell/errors/use-error-text.ts';
import { useToast } from '@/shell/toast/use-toast.ts';
import { useDeleteAdjustment } from '../api/delete-adjustment.ts';
import { useAdjustments } from '../api/get-adjustments.ts';
import { adjustedAssetIds, adjustRefusal, assetText } from '../model/adjustment-list.ts';
import { AdjustmentDialog } from './adjustment-dialog.tsx';
import { AdjustmentTotals } from './adjustment-totals.tsx';
import { AdjustmentsTable, movementText } from './adjustments-table.tsx';

/** Why the adjustments are read only now, in the user's words; none while they may change. */
const READ_ONLY_TEXT = {
  renewalMappingNotConfirmed: 'renewalAdjustments.state.afterMapping',
  renewalRevaluationDone: 'renewalAdjustments.state.revaluationDone',
  renewalCompleted: 'renewalAdjustments.state.completed',
} as const satisfies Partial<Record<RenewalRefusal, string>>;

function readOnlyText(refusal: RenewalRefusal | null) {
  return refusal && refusal in READ_ONLY_TEXT ? READ_ONLY_TEXT[refusal as keyof typeof READ_ONLY_TEXT] : null;
}

/** Asks, takes the adjustment back with its movement, and tells the outcome, refusals translated. */
function useUndoAdjustment(renewalId: number) {
  const { t } = useTranslation();
  const { confirm, alert } = useDialogs();
  const toast = useToast();
  const errorText = useErrorText();
  const remove = useDeleteAdjustment(renewalId);
  return async (adjustment: Adjustment) => {
    const confirmed = await confirm({
      title: t('renewalAdjustments.undo.title'),
      message: t('renewalAdjustments.undo.question', {
        kind: t(`renewalAdjustments.kinds.${adjustment.kind}`),
        asset: assetText(adjustment.asset),
        movement: movementText(t, adjustment.movement),
      }),
      confirmLabel: t('renewalAdjustments.undo.confirm'),
      cancelLabel: t('renewalAdjustments.undo.keep'),
      destructive: true,
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync(adjustment.id);
      toast.success(t('renewalAdjustments.undo.done'));
    } catch (error) {
      // A refusal (a later movement on the good, the renewal moved on) is read, not glimpsed in a toast.
      if (isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 401) {
        await alert({
          title: t('renewalAdjustments.undo.failed'),
          message: errorText(error),
          severity: 'warning',
        });
      } else {
        toast.error(t('renewalAdjustments.undo.failed'), error);
      }
    }
  };
}

/**
 * Step 3 of the renewal, the accounting adjustments (rettifiche contabili, spec 02 §3): the list of
 * the renewal's adjustments with their totals per kind, "Nuova rettifica" and "Annulla" per row
 * between the mapping's confirmation and the revaluation. Before the mapping is confirmed it says
 * the adjustments come after it; once revalued (or completed) the list stays, read only, and says why.
 */
export function AdjustmentsPanel({ renewal }: { renewal: Renewal }) {
  const { t } = useTranslation();
  const adjustments = useAdjustments(renewal.id);
  const undo = useUndoAdjustment(renewal.id);
  const [adding, setAdding] = useState(false);
  const list = adjustments.data;
  const adjustedIds = useMemo(() => adjustedAssetIds(list ?? []), [list]);
  const refusal = adjustRefusal(renewal);
  const editable = refusal === null;
  const readOnly = readOnlyText(refusal);

  if (adjustments.isPending) return <PageLoading />;
  if (adjustments.isError || !list)
    return (
      <PageProblem
        message={t('renewalAdjustments.loadFailed')}
        action={<RetryButton onRetry={() => void adjustments.refetch()} />}
      />
    );

  // Nothing to list before the mapping is confirmed, unless it was reopened after some were made.
  if (refusal === 'renewalMappingNotConfirmed' && list.length === 0)
    return <Alert severity="info">{t('renewalAdjustments.state.afterMapping')}</Alert>;

  return (
    <Stack spacing={2}>
      {readOnly ? <Alert severity="info">{t(readOnly)}</Alert> : null}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        useFlexGap
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', flexWrap: 'wrap' }}
      >
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {t('renewalAdjustments.count', { count: list.length })}
        </Typography>
        {editable ? (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
            {t('renewalAdjustments.add')}
          </Button>
        ) : null}
      </Stack>
      <AdjustmentsTable
        adjustments={list}
        loading={adjustments.isFetching}
        onUndo={editable ? (adjustment) => void undo(adjustment) : undefined}
      />
      <AdjustmentTotals adjustments={list} />
      {adding ? (
        <AdjustmentDialog renewal={renewal} adjustedIds={adjustedIds} onClose={() => setAdding(false)} />
      ) : null}
    </Stack>
  );
}
