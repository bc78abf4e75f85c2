import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading, PageProblem, RetryButton } from '@/components/feedback/page-state.tsx';
import { useAllYears } from '@/features/reference-lists';
import { useErrorText } from '@/shell/errors/use-error-text.ts';
import { useDepreciationTotal } from '../api/get-depreciation-total.ts';
import { usePendingProposals } from '../api/list-pending-proposals.ts';
import { CloseWithDepreciation } from '../components/close-with-depreciation.tsx';
import { DepreciationChart } from '../components/depreciation-chart.tsx';
import { DepreciationIntro } from '../components/depreciation-intro.tsx';
import { DepreciationTable } from '../components/depreciation-table.tsx';
import { DepreciationVouchers } from '../components/depreciation-vouchers.tsx';
import { StageNotice } from '../components/stage-notice.tsx';
import { YearSelect } from '../components/year-select.tsx';
import { depreciationView } from '../model/depreciation-view.ts';
import { defaultYear, depreciationStage } from '../model/year-stage.ts';

/**
 * `#/annual-amortization`: a year's depreciation by register (opening each by subcategory), before the
 * close as a preview and after it as the vouchers it wrote; the older open year can be closed with
 * depreciation from here, through the financial years' own close.
 */
export default function AnnualAmortizationPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const years = useAllYears();
  const [chosen, setChosen] = useState<number>();
  const year = chosen ?? (years.data ? defaultYear(years.data) : undefined);
  const yearRow = years.data?.find((y) => y.year === year);
  const total = useDepreciationTotal(yearRow ? year : undefined);
  const stage =
    yearRow && years.data ? depreciationStage(yearRow, years.data, total.data?.done ?? false) : undefined;
  const pending = usePendingProposals(stage?.kind === 'closable');
  const pendingCount = pending.data?.length ?? 0;
  const figuresId = useId();
  const vouchersId = useId();

  const header = (
    <>
      <Typography variant="h4" component="h1">
        {t('routes.annualAmortization')}
      </Typography>
      <DepreciationIntro />
    </>
  );
  if (years.isError) {
    return (
      <Stack spacing={3}>
        {header}
        <PageProblem
          message={errorText(years.error)}
          action={<RetryButton onRetry={() => void years.refetch()} />}
        />
      </Stack>
    );
  }
  if (!years.data) return <PageLoading />;
  if (!yearRow || year === undefined || !stage) {
    return (
      <Stack spacing={3}>
        {header}
        <Alert severity="info">{t('annualAmortization.noYears')}</Alert>
      </Stack>
    );
  }
  const view = total.data ? depreciationView(total.data) : undefined;

  return (
    <Stack spacing={3}>
      {header}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'space-between' }}
      >
        <YearSelect years={years.data} value={year} onChange={setChosen} />
        {stage.kind === 'closable' && (
          <CloseWithDepreciation
            year={year}
            disabled={!view || pendingCount > 0}
            onRefused={async () => ((await pending.refetch()).data?.length ?? 0) > 0}
          />
        )}
      </Stack>
      <StageNotice stage={stage} year={year} endDate={yearRow.endDate} pendingProposals={pendingCount} />
      <Paper component="section" variant="outlined" aria-labelledby={figuresId} sx={{ p: 2 }}>
        <Typography id={figuresId} variant="h6" component="h2">
          {t(
            stage.kind === 'done' ? 'annualAmortization.figures.done' : 'annualAmortization.figures.preview',
            {
              year,
            },
          )}
        </Typography>
        {total.isError ? (
          <PageProblem
            message={errorText(total.error)}
            action={<RetryButton onRetry={() => void total.refetch()} />}
          />
        ) : !view ? (
          <PageLoading />
        ) : view.rows.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 2 }}>
            {t('annualAmortization.empty')}
          </Typography>
        ) : (
          <Grid container spacing={3} sx={{ mt: 1 }}>
            <Grid size={{ xs: 12, xl: 8 }}>
              <DepreciationTable year={year} view={view} />
            </Grid>
            <Grid size={{ xs: 12, md: 8, xl: 4 }}>
              <DepreciationChart rows={view.rows} />
            </Grid>
          </Grid>
        )}
      </Paper>
      {stage.kind === 'done' && (
        <Paper component="section" variant="outlined" aria-labelledby={vouchersId} sx={{ p: 2 }}>
          <Typography id={vouchersId} variant="h6" component="h2" sx={{ mb: 1 }}>
            {t('annualAmortization.vouchers.title', { year })}
          </Typography>
          <DepreciationVouchers year={year} closeDate={yearRow.endDate} registers={view?.rows ?? []} />
        </Paper>
      )}
    </Stack>
  );
}
