import type { Renewal } from '@inventario/shared/contracts/renewal';
import { formatDate } from '@inventario/shared/format/date';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading, PageProblem, RetryButton } from '@/components/feedback/page-state.tsx';
import { useCurrentRenewal } from '../api/get-current-renewal.ts';
import { AdjustmentsPanel } from '../components/adjustments-panel.tsx';
import { ClosingPanel } from '../components/closing-panel.tsx';
import { LaterStep } from '../components/later-step.tsx';
import { MappingPanel } from '../components/mapping-panel.tsx';
import { RenewalPrints } from '../components/renewal-prints.tsx';
import { RenewalStepper } from '../components/renewal-stepper.tsx';
import { RenewalSummary } from '../components/renewal-summary.tsx';
import { RenumberingPanel } from '../components/renumbering-panel.tsx';
import { RevaluationPanel } from '../components/revaluation-panel.tsx';
import { StartPanel } from '../components/start-panel.tsx';
import { StepBlockers } from '../components/step-blockers.tsx';
import { StepSection } from '../components/step-section.tsx';
import { useMappingEdits } from '../components/use-mapping-edits.ts';
import { type ScreenStep, shownStep, stepOpen, stepStates } from '../model/renewal-steps.ts';

/** A titled, outlined panel of the page. */
function Panel({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Paper component="section" aria-labelledby={titleId} variant="outlined" sx={{ p: 2 }}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** The section of a step after the mapping, once the renewal has come to it. */
function StepContent({
  step,
  renewal,
  onStepChanged,
}: {
  step: Exclude<ScreenStep, 'start' | 'mapping'>;
  renewal: Renewal;
  onStepChanged: () => void;
}) {
  switch (step) {
    case 'adjustments':
      return <AdjustmentsPanel renewal={renewal} />;
    case 'revaluation':
      return <RevaluationPanel renewal={renewal} onStepChanged={onStepChanged} />;
    case 'renumbering':
      return <RenumberingPanel renewal={renewal} onStepChanged={onStepChanged} />;
    case 'closing':
      return <ClosingPanel renewal={renewal} />;
  }
}

/**
 * The renewal as it stands (null: none, or a new one being started): the summary, the steps, and the
 * section of the step shown (the current one unless the user chose another).
 */
function RenewalSteps({
  renewal,
  onStartCancel,
}: {
  renewal: Renewal | null;
  onStartCancel?: (() => void) | undefined;
}) {
  const { t, i18n } = useTranslation();
  const sectionId = useId();
  const [chosen, setChosen] = useState<ScreenStep | null>(null);
  const mappingForm = useMappingEdits(i18n.resolvedLanguage ?? i18n.language);
  const states = stepStates(renewal);
  const shown = shownStep(chosen, renewal);
  const state = states.find((status) => status.step === shown)?.state ?? 'upcoming';
  // A start or a step taken: the section of the step the renewal is now at.
  const followRenewal = () => setChosen(null);

  let content: ReactNode = null;
  if (shown === 'start') {
    content = renewal ? (
      <Typography>{t('renewal.stepState.done')}</Typography>
    ) : (
      <StartPanel
        onStarted={() => {
          followRenewal();
          onStartCancel?.();
        }}
        onCancel={onStartCancel}
      />
    );
  } else if (shown === 'mapping') {
    content = renewal ? (
      <>
        {/* A refused confirmation says the same, and marks the rows: the blockers wait behind it. */}
        {state === 'current' && !mappingForm.refusal ? <StepBlockers blockers={renewal.blockers} /> : null}
        <MappingPanel renewal={renewal} form={mappingForm} onStepChanged={followRenewal} />
      </>
    ) : (
      <Typography>{t('renewal.mapping.afterStart')}</Typography>
    );
  } else if (renewal && stepOpen(shown, renewal)) {
    content = (
      <>
        {state === 'current' ? <StepBlockers blockers={renewal.blockers} /> : null}
        <StepContent step={shown} renewal={renewal} onStepChanged={followRenewal} />
      </>
    );
  } else {
    content = <LaterStep step={shown} state={state} blockers={renewal?.blockers ?? []} />;
  }

  return (
    <>
      {renewal ? (
        <Panel title={t('renewal.summary.title')}>
          <RenewalSummary renewal={renewal} />
        </Panel>
      ) : null}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <RenewalStepper states={states} shown={shown} onShow={setChosen} sectionId={sectionId} />
      </Paper>
      <StepSection id={sectionId} step={shown} state={state}>
        {content}
      </StepSection>
      {renewal ? (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <RenewalPrints renewal={renewal} />
        </Paper>
      ) : null}
    </>
  );
}

/**
 * `#/renewal` (spec 02 §2, DOMAIN §8; licence RIN): the school's renewal as one screen whose sections
 * are its steps, start, subcategory mapping, accounting adjustments, revaluation, renumbering and
 * closing, each saying where the renewal stands and, for the current one, what blocks the next.
 * Without a renewal it starts one; a completed one says so, and a new one may start.
 */
export default function RenewalPage() {
  const { t } = useTranslation();
  const current = useCurrentRenewal();
  const [startingNew, setStartingNew] = useState(false);
  const renewal = current.data?.renewal ?? null;
  const completed = renewal?.status === 'completed';

  let body: ReactNode;
  if (current.isPending) body = <PageLoading />;
  else if (current.isError)
    body = (
      <PageProblem
        message={t('renewal.loadFailed')}
        action={<RetryButton onRetry={() => void current.refetch()} />}
      />
    );
  else if (completed && startingNew)
    body = <RenewalSteps key="new" renewal={null} onStartCancel={() => setStartingNew(false)} />;
  else
    body = (
      <>
        {completed ? (
          <Alert
            severity="success"
            action={
              <Button
                color="inherit"
                size="small"
                startIcon={<AddIcon />}
                onClick={() => setStartingNew(true)}
              >
                {t('renewal.newRenewal')}
              </Button>
            }
          >
            {t('renewal.completed', { date: formatDate(renewal.renewalDate) })}
          </Alert>
        ) : null}
        <RenewalSteps key={renewal?.id ?? 'none'} renewal={renewal} />
      </>
    );

  return (
    <Stack spacing={3}>
      <Stack spacing={0.5}>
        <Typography variant="h4" component="h1">
          {t('routes.renewal')}
        </Typography>
        <Typography color="text.secondary">{t('renewal.intro')}</Typography>
      </Stack>
      {body}
    </Stack>
  );
}
