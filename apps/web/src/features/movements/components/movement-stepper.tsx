import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import SaveIcon from '@mui/icons-material/Save';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import type { ParseKeys } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '@/shell/dialogs/dialogs-provider.tsx';
import {
  forwardStop,
  MOVEMENT_STEPS,
  type MovementStep,
  SHOWN_ON_FIELD,
  stepIndex,
} from '../model/movement-steps.ts';

export interface MovementStepperProps {
  /** What each step shows. */
  steps: Record<MovementStep, ReactNode>;
  step: MovementStep;
  onStepChange: (step: MovementStep) => void;
  /**
   * Why a step cannot be left forward (an i18n key, alerted), checked on "Avanti" and on the step
   * buttons; `SHOWN_ON_FIELD` when the step's field already says it inline.
   */
  problemOf: (step: MovementStep) => string | undefined;
  /** Edit mode: the step labels are buttons, so the user goes straight to what they change. */
  nonLinear?: boolean;
  /** The id of the details form: the save button of the last step submits it. */
  formId: string;
  saving: boolean;
  saveLabel: string;
  onCancel: () => void;
}

/**
 * The movement screen's stepper (spec 02 §2): movement type → assets → details, shared by every
 * movement type. It refuses to go forward while a step has a problem (no assets, too many) with the
 * spec's "attention" alert, or with the step's own inline message where a field of it is missing;
 * the last step's button submits the details form.
 */
export function MovementStepper(props: MovementStepperProps) {
  const { t, i18n } = useTranslation();
  const { alert } = useDialogs();
  const current = stepIndex(props.step);
  const isLast = current === MOVEMENT_STEPS.length - 1;

  const goTo = (target: MovementStep) => {
    const stop = forwardStop(props.step, target, props.problemOf);
    if (stop?.problem === SHOWN_ON_FIELD) {
      if (stop.step !== props.step) props.onStepChange(stop.step);
      return;
    }
    if (stop) {
      const message = i18n.exists(stop.problem) ? t(stop.problem as ParseKeys) : stop.problem;
      void alert({ title: t('common.attention'), message, severity: 'warning' });
      return;
    }
    props.onStepChange(target);
  };
  const next = MOVEMENT_STEPS[current + 1];
  const previous = MOVEMENT_STEPS[current - 1];

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stepper
        nonLinear={props.nonLinear}
        activeStep={current}
        aria-label={t('movements.stepper.label')}
        sx={{ mb: 3 }}
      >
        {MOVEMENT_STEPS.map((step, index) => (
          <Step key={step} completed={!props.nonLinear && index < current}>
            {props.nonLinear ? (
              <StepButton onClick={() => goTo(step)}>{t(`movements.steps.${step}`)}</StepButton>
            ) : (
              <StepLabel>{t(`movements.steps.${step}`)}</StepLabel>
            )}
          </Step>
        ))}
      </Stepper>
      <Box component="section" aria-label={t(`movements.steps.${props.step}`)}>
        {props.steps[props.step]}
      </Box>
      <Stack direction="row" spacing={1} sx={{ mt: 3, alignItems: 'center' }}>
        <Button onClick={props.onCancel} disabled={props.saving}>
          {t('common.actions.cancel')}
        </Button>
        <Box sx={{ flex: 1 }} />
        {previous ? (
          <Button
            startIcon={<ArrowBackIcon />}
            onClick={() => props.onStepChange(previous)}
            disabled={props.saving}
          >
            {t('movements.stepper.back')}
          </Button>
        ) : null}
        {/*
          Keys of their own: clicking Next turns this slot into the submit button, and a button reused
          in place would take the click's default action as a submit of the details (whose form may
          already be valid, as when a charge starts from external movements).
        */}
        {isLast ? (
          <Button
            key="save"
            type="submit"
            form={props.formId}
            variant="contained"
            startIcon={<SaveIcon />}
            loading={props.saving}
          >
            {props.saveLabel}
          </Button>
        ) : (
          <Button
            key="next"
            variant="contained"
            endIcon={<ArrowForwardIcon />}
            onClick={() => next && goTo(next)}
          >
            {t('movements.stepper.next')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
