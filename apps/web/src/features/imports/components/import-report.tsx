import type { ImportSummary } from '@inventario/shared/contracts/imports';
import { formatDateTime } from '@inventario/shared/format/date';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../model/import-file.ts';
import { ImportCounts } from './import-counts.tsx';
import { ImportIssuesPanel } from './import-issues-panel.tsx';
import type { DiscardPurpose } from './use-discard-flow.ts';

export interface ImportReportProps {
  summary: ImportSummary;
  busy: boolean;
  onDiscard: (purpose: DiscardPurpose) => void;
  /** A file without errors: on to the mapping of its lists. */
  onContinue?: () => void;
  /** Another product's file: back to say again which column is which. */
  onColumns?: (() => void) | undefined;
}

/** Whether anything was stored, and what to do next: correct the file (errors) or nothing yet. */
function OutcomeAlert({ summary }: { summary: ImportSummary }) {
  const { t } = useTranslation();
  if (summary.state === 'invalid') return <Alert severity="error">{t('imports.report.invalid')}</Alert>;
  if (summary.state === 'importing') return <Alert severity="info">{t('imports.report.importing')}</Alert>;
  return (
    <Alert severity="success">
      {summary.warningCount > 0
        ? t('imports.report.readyWithWarnings', { count: summary.warningCount })
        : t('imports.report.ready')}
    </Alert>
  );
}

function IssueCounts({ summary }: { summary: ImportSummary }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Chip
        variant="outlined"
        color={summary.errorCount > 0 ? 'error' : 'default'}
        label={t('imports.report.errors', { count: summary.errorCount })}
      />
      <Chip
        variant="outlined"
        color={summary.warningCount > 0 ? 'warning' : 'default'}
        label={t('imports.report.warnings', { count: summary.warningCount })}
      />
    </Stack>
  );
}

/**
 * The check's result: the file, whether it can go on, what it holds by kind, its errors and warnings;
 * then the issues one by one. A file with errors is replaced or discarded; one without goes on to the
 * mapping of its lists, or is discarded.
 */
export function ImportReport({ summary, busy, onDiscard, onContinue, onColumns }: ImportReportProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const size = formatFileSize(summary.sizeBytes, i18n.resolvedLanguage ?? i18n.language);
  const discardable = summary.state === 'invalid' || summary.state === 'ready';
  return (
    <Stack spacing={3}>
      <Paper component="section" aria-labelledby={titleId} variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={2}>
          <Typography id={titleId} variant="h6" component="h2">
            {t('imports.report.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {t('imports.report.file', {
              fileName: summary.fileName,
              size,
              createdBy: summary.createdBy,
              createdAt: formatDateTime(summary.createdAt),
            })}
          </Typography>
          <OutcomeAlert summary={summary} />
          <IssueCounts summary={summary} />
          <Typography variant="subtitle1" component="h3">
            {t('imports.report.contents')}
          </Typography>
          <ImportCounts counts={summary.counts} />
          {discardable ? (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              {summary.state === 'ready' && onContinue ? (
                <Button
                  variant="contained"
                  endIcon={<ArrowForwardIcon />}
                  disabled={busy}
                  onClick={onContinue}
                >
                  {t('imports.mapping.continue')}
                </Button>
              ) : null}
              {summary.state === 'invalid' ? (
                <Button variant="contained" disabled={busy} onClick={() => onDiscard('another')}>
                  {t('imports.actions.uploadAnother')}
                </Button>
              ) : null}
              {onColumns ? (
                <Button variant="outlined" disabled={busy} onClick={onColumns}>
                  {t('imports.columns.change')}
                </Button>
              ) : null}
              <Button variant="outlined" color="error" disabled={busy} onClick={() => onDiscard('discard')}>
                {t('imports.actions.discard')}
              </Button>
            </Stack>
          ) : null}
        </Stack>
      </Paper>
      {summary.errorCount + summary.warningCount > 0 ? <ImportIssuesPanel summary={summary} /> : null}
    </Stack>
  );
}
