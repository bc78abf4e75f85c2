import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ListLoadFailure } from '@/components/feedback/list-load-failure.tsx';
import { useSchoolList } from '@/features/school/index.ts';
import { LedgerCheckForm } from '../components/ledger-check-form.tsx';
import { LedgerGrid } from '../components/ledger-grid.tsx';
import { NightlyCheckLine } from '../components/nightly-check-line.tsx';
import { useLedgerCheck } from '../components/use-ledger-check.ts';
import { ledgerRows, summaryText } from '../model/ledger-words.ts';

/**
 * `#/ledger-check` (vendor staff, issue 21): the tamper-evident ledger of movements of one school or of
 * every school, checked on request as `npm run verify-ledger` does: each school's outcome, its entries
 * and vouchers, the head its printed registers carry, and where the chain first broke. Above the check,
 * the outcome of the latest nightly check of every school.
 */
export default function LedgerCheckPage() {
  const { t } = useTranslation();
  const checkId = useId();
  const resultsId = useId();
  const check = useLedgerCheck();
  const schools = useSchoolList();
  const rows = useMemo(() => ledgerRows(check.verdicts, schools.data ?? []), [check.verdicts, schools.data]);
  const schoolNames = useMemo(
    () => new Map((schools.data ?? []).map((school) => [school.customerCode, school.name])),
    [schools.data],
  );
  return (
    <Stack spacing={3}>
      <Stack spacing={1}>
        <Typography variant="h4" component="h1">
          {t('routes.ledgerCheck')}
        </Typography>
        <Typography color="text.secondary">{t('ledger.intro')}</Typography>
        <Typography color="text.secondary">{t('ledger.paperIntro')}</Typography>
      </Stack>
      <Paper component="section" aria-label={t('ledger.nightly.title')} variant="outlined" sx={{ p: 2 }}>
        <NightlyCheckLine schoolNames={schoolNames} />
      </Paper>
      <Paper component="section" aria-labelledby={checkId} variant="outlined" sx={{ p: 2 }}>
        <Typography id={checkId} variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('ledger.check.title')}
        </Typography>
        <LedgerCheckForm running={check.running} current={check.last} onRun={check.run} />
      </Paper>
      <Paper component="section" aria-labelledby={resultsId} variant="outlined" sx={{ p: 2 }}>
        <Typography id={resultsId} variant="h6" component="h2">
          {t('ledger.results.title')}
        </Typography>
        <Stack spacing={1} sx={{ mt: 2 }}>
          <Typography role="status" sx={{ fontWeight: 500 }}>
            {check.done ? summaryText(t, check.verdicts) : ''}
          </Typography>
          {check.error ? (
            <ListLoadFailure error={check.error} list={t('ledger.results.title')} onRetry={check.retry} />
          ) : null}
          <LedgerGrid
            rows={rows}
            loading={check.running}
            emptyText={check.error ? '' : t('ledger.results.empty')}
          />
        </Stack>
      </Paper>
    </Stack>
  );
}
