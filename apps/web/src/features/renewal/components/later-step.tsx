import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { previousStep, type ScreenStep, type StepState } from '../model/renewal-steps.ts';
import { StepBlockers } from './step-blockers.tsx';

/**
 * A step the renewal has not come to yet (or a step without a renewal): where it stands and, when it
 * is the current one, what blocks it.
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
    </>
  );
}
