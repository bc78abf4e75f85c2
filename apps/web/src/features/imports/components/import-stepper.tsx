import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import type { StepperState } from '../model/import-progress.ts';

/**
 * Where the user is among upload, (columns,) check, mapping, import and result: the steps done are ticked, the
 * one that stopped (a file with errors, a run that failed) is red. On a phone, one line says it.
 */
export function ImportStepper({ state }: { state: StepperState }) {
  const { t } = useTranslation();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const stopText =
    state.active === state.steps.indexOf('check') ? t('imports.steps.invalid') : t('imports.steps.failed');
  const current = state.steps[state.active] ?? 'upload';

  if (phone)
    return (
      <Typography variant="subtitle2" color={state.failed ? 'error' : 'text.secondary'}>
        {t('imports.steps.compact', {
          number: state.active + 1,
          total: state.steps.length,
          step: state.failed
            ? `${t(`imports.steps.${current}`)} (${stopText})`
            : t(`imports.steps.${current}`),
        })}
      </Typography>
    );
  return (
    <Stepper
      component="ol"
      alternativeLabel
      activeStep={state.active}
      aria-label={t('imports.steps.label')}
      sx={{ m: 0, p: 0, listStyle: 'none' }}
    >
      {state.steps.map((step, index) => {
        const stopped = state.failed && index === state.active;
        return (
          <Step
            key={step}
            component="li"
            completed={index < state.active || (state.finished && index === state.active)}
            aria-current={index === state.active ? 'step' : undefined}
          >
            <StepLabel
              error={stopped}
              optional={
                stopped ? (
                  <Typography variant="caption" color="error" component="span" sx={{ display: 'block' }}>
                    {stopText}
                  </Typography>
                ) : undefined
              }
            >
              {t(`imports.steps.${step}`)}
            </StepLabel>
          </Step>
        );
      })}
    </Stepper>
  );
}
