import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { previousStep, type ScreenStep, type StepState } from '../model/renewal-steps.ts';
import { StepBlockers } from './step-blockers.tsx';

/**
 * A step whose actions are still to come (adjustments, revaluation, renumbering, closing): where it
 * stands, what blocks it when it is the current one, and that its actions are not here yet.
 */
export function LaterStep({
  step,
  state,
  blockers,
}: {
  step: ScreenStep;
  state: StepState;
  blockers: readonly string[];
}) {
  const { t } = useTranslation();
  const previous = previousStep(step);
  return (
    <>
      <Typography>
        {state === 'upcoming' && previous
          ? t('renewal.stepState.upcoming', { previous: t(`renewal.steps.${previous}`) })
          : t(`renewal.stepState.${state === 'done' ? 'done' : 'current'}`)}
      </Typography>
      {state === 'current' ? <StepBlockers blockers={blockers} /> : null}
      {state === 'current' ? <Alert severity="info">{t('renewal.stepState.comingSoon')}</Alert> : null}
    </>
  );
}
