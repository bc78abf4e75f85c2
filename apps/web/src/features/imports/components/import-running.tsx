import type { ImportSummary } from '@inventario/shared/contracts/imports';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { progressPercent } from '../model/import-progress.ts';

/**
 * The run, which a background job does in one transaction: how far it has got (the screen asks every
 * second), and that the page may be left meanwhile. Until the job knows how many rows it writes, the
 * bar only says that it works.
 */
export function ImportRunning({ summary }: { summary: ImportSummary }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const numbers = new Intl.NumberFormat(
    (i18n.resolvedLanguage ?? i18n.language) === 'en' ? 'en-GB' : 'it-IT',
  );
  const percent = progressPercent(summary.progress);
  const progressText =
    percent === undefined
      ? t('imports.importing.starting')
      : t('imports.importing.progress', {
          done: numbers.format(summary.progress.done),
          total: numbers.format(summary.progress.total),
          percent,
        });
  return (
    <Paper component="section" aria-labelledby={titleId} variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <Typography id={titleId} variant="h6" component="h2">
          {t('imports.importing.title')}
        </Typography>
        <LinearProgress
          variant={percent === undefined ? 'indeterminate' : 'determinate'}
          value={percent ?? 0}
          aria-label={t('imports.importing.barLabel')}
          aria-valuetext={progressText}
          sx={{ width: '100%', maxWidth: 480, height: 8, borderRadius: 4 }}
        />
        <Typography role="status" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {progressText}
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 640, overflowWrap: 'anywhere' }}>
          {t('imports.importing.file', { fileName: summary.fileName })}
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 640 }}>
          {t('imports.importing.detail')}
        </Typography>
      </Stack>
    </Paper>
  );
}
