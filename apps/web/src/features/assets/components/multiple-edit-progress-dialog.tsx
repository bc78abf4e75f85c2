import type { AssetSummary } from '@inventario/shared/contracts/assets';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/shell/errors/use-error-text.ts';
import { progressPercent, type RunProgress, type RunSummary } from '../model/progress-runner.ts';
import { assetName } from './asset-name.ts';
import type { MultipleEditRun } from './use-multiple-edit-run.ts';

export interface MultipleEditProgressDialogProps {
  run: Exclude<MultipleEditRun, { phase: 'idle' }>;
  onStop: () => void;
  onDecide: (decision: 'continue' | 'stop') => void;
  onClose: () => void;
}

function Progress({ progress }: { progress: RunProgress<AssetSummary> }) {
  const { t } = useTranslation();
  const percent = progressPercent(progress);
  return (
    <Stack spacing={1}>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={t('assets.multipleEdit.progressLabel')}
        sx={{ height: 8, borderRadius: 1 }}
      />
      <Typography aria-live="polite" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {t('assets.multipleEdit.progress', { current: progress.position, total: progress.total })}
      </Typography>
      {progress.current ? (
        <Typography variant="body2" color="text.secondary">
          {t('assets.multipleEdit.current', { name: assetName(progress.current, t) })}
        </Typography>
      ) : null}
    </Stack>
  );
}

/** The bar at the end: every tried asset done, so a finished run reads "2 di 2". */
function finalProgress(summary: RunSummary<AssetSummary>): RunProgress<AssetSummary> {
  const done = summary.succeeded.length + summary.failed.length;
  return { position: done, done, total: done + summary.skipped.length, current: undefined };
}

function Summary({ summary }: { summary: RunSummary<AssetSummary> }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const failed = summary.failed.length;
  return (
    <Stack spacing={2}>
      <Alert severity={failed === 0 && !summary.stopped ? 'success' : 'warning'}>
        {t('assets.multipleEdit.summary', { count: summary.succeeded.length })}
        {summary.skipped.length > 0
          ? ` ${t('assets.multipleEdit.skipped', { count: summary.skipped.length })}`
          : ''}
      </Alert>
      {failed > 0 ? (
        <Box>
          <Typography variant="subtitle2">{t('assets.multipleEdit.failures', { count: failed })}</Typography>
          <Box component="ul" aria-label={t('assets.multipleEdit.failuresLabel')} sx={{ m: 0, pl: 3 }}>
            {summary.failed.map(({ item, error }) => (
              <Typography component="li" variant="body2" key={item.id}>
                {t('assets.multipleEdit.failure', { name: assetName(item, t), reason: errorText(error) })}
              </Typography>
            ))}
          </Box>
        </Box>
      ) : null}
    </Stack>
  );
}

/**
 * The multiple edit under way: a progress bar with "N di M" and the asset being saved; a failure
 * pauses it (continue or stop); at the end what changed and what failed, and why.
 */
export function MultipleEditProgressDialog({
  run,
  onStop,
  onDecide,
  onClose,
}: MultipleEditProgressDialogProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const titleId = useId();
  return (
    <Dialog open fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>
        {run.phase === 'done' ? t('assets.multipleEdit.doneTitle') : t('assets.multipleEdit.progressTitle')}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Progress progress={run.phase === 'done' ? finalProgress(run.summary) : run.progress} />
          {run.phase === 'done' ? <Summary summary={run.summary} /> : null}
          {run.phase === 'failed' ? (
            <Alert severity="error">
              {t('assets.multipleEdit.failedOne', {
                name: assetName(run.asset, t),
                reason: errorText(run.error),
              })}
            </Alert>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {run.phase === 'running' ? (
          <Button color="error" onClick={onStop} disabled={run.stopping}>
            {run.stopping ? t('assets.multipleEdit.stopping') : t('assets.multipleEdit.stop')}
          </Button>
        ) : null}
        {run.phase === 'failed' ? (
          <>
            <Button color="error" onClick={() => onDecide('stop')}>
              {t('assets.multipleEdit.stop')}
            </Button>
            <Button variant="contained" onClick={() => onDecide('continue')}>
              {t('assets.multipleEdit.continue')}
            </Button>
          </>
        ) : null}
        {run.phase === 'done' ? (
          <Button variant="contained" onClick={onClose}>
            {t('common.actions.close')}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
