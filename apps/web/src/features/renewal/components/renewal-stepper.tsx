import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { SCREEN_STEPS, type ScreenStep, type StepStatus } from '../model/renewal-steps.ts';

export interface RenewalStepperProps {
  states: readonly StepStatus[];
  /** The step whose section shows below. */
  shown: ScreenStep;
  onShow: (step: ScreenStep) => void;
  /** The id of the section the steps show. */
  sectionId: string;
}

const stateColor = { done: 'success.main', current: 'primary.main', upcoming: 'text.secondary' } as const;

/**
 * The renewal's steps, each saying where it stands (done, in progress, to do): a tab list (MUI's
 * stepper of step buttons, with arrow keys between them) whose tab shows its step's section below; the
 * step the renewal is at is marked as the current one. Across the page on a wide screen, one under the
 * other on a narrow one.
 */
export function RenewalStepper({ states, shown, onShow, sectionId }: RenewalStepperProps) {
  const { t } = useTranslation();
  const narrow = useMediaQuery(useTheme().breakpoints.down('md'));
  return (
    <Stepper
      component="ol"
      nonLinear
      activeStep={SCREEN_STEPS.indexOf(shown)}
      orientation={narrow ? 'vertical' : 'horizontal'}
      alternativeLabel={!narrow}
      aria-label={t('renewal.steps.label')}
      sx={{ m: 0, p: 0, listStyle: 'none' }}
    >
      {states.map(({ step, state }) => (
        <Step key={step} component="li" completed={state === 'done'}>
          <StepButton
            onClick={() => onShow(step)}
            aria-current={state === 'current' ? 'step' : undefined}
            aria-controls={sectionId}
            optional={
              <Typography
                variant="caption"
                component="span"
                sx={{
                  display: 'block',
                  color: stateColor[state],
                  fontWeight: state === 'current' ? 600 : 400,
                }}
              >
                {t(`renewal.state.${state}`)}
              </Typography>
            }
          >
            {t(`renewal.steps.${step}`)}
          </StepButton>
        </Step>
      ))}
    </Stepper>
  );
}
