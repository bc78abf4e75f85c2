import { IMPORT_REPORT_MAX_ISSUES, type ImportSummary } from '@inventario/shared/contracts/imports';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePagedSearch } from '@/components/data/use-paged-search.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { IMPORT_ISSUES_AREA } from '../api/import-keys.ts';
import { type IssueSeverity, searchImportIssues } from '../api/search-import-issues.ts';
import { ImportIssuesGrid, type IssueRow } from './import-issues-grid.tsx';

type SeverityFilter = IssueSeverity | 'all';

const FILTERS: readonly SeverityFilter[] = ['all', 'error', 'warning'];

/** The report's issues, paged on the server, errors first; filtered to errors or warnings on request. */
export function ImportIssuesPanel({ summary }: { summary: ImportSummary }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const { inventory } = useBackendClients();
  const [severity, setSeverity] = useState<SeverityFilter>('all');
  const [truncated, setTruncated] = useState(false);
  const numbers = new Intl.NumberFormat(
    (i18n.resolvedLanguage ?? i18n.language) === 'en' ? 'en-GB' : 'it-IT',
  );
  const counts: Record<SeverityFilter, number> = {
    all: summary.errorCount + summary.warningCount,
    error: summary.errorCount,
    warning: summary.warningCount,
  };

  const search = usePagedSearch<{ id: string; severity: SeverityFilter }, IssueRow>({
    area: IMPORT_ISSUES_AREA,
    filters: { id: summary.id, severity },
    fetchPage: async ({ page, size }) => {
      // The paged search counts from 1, as the `search/{page}/{size}` calls do; the report from 0.
      const pageFromZero = page - 1;
      const answer = await searchImportIssues(
        inventory,
        summary.id,
        pageFromZero,
        size,
        severity === 'all' ? undefined : severity,
      );
      setTruncated(answer.truncated);
      const first = pageFromZero * size;
      return {
        rows: answer.issues.map((issue, index) => ({ ...issue, id: first + index })),
        total: answer.total,
      };
    },
  });

  return (
    <Paper component="section" aria-labelledby={titleId} variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
        >
          <Typography id={titleId} variant="h6" component="h2">
            {t('imports.issues.title')}
          </Typography>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={severity}
            aria-label={t('imports.issues.show')}
            onChange={(_event, next: SeverityFilter | null) => {
              if (next) setSeverity(next);
            }}
          >
            {FILTERS.map((filter) => (
              <ToggleButton key={filter} value={filter}>
                {`${t(`imports.issues.filter.${filter}`)} (${numbers.format(counts[filter])})`}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Stack>
        {truncated ? (
          <Alert severity="info">
            {t('imports.issues.truncated', { max: numbers.format(IMPORT_REPORT_MAX_ISSUES) })}
          </Alert>
        ) : null}
        <ImportIssuesGrid {...search.gridProps} />
      </Stack>
    </Paper>
  );
}
