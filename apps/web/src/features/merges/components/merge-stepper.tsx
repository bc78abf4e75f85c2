import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

export interface MergeStepperProps {
  /** The steps' names, in order. */
  labels: readonly string[];
  /** The index of the step shown. */
  active: number;
  /** Every step done (the package went, the goods were charged): each is marked completed. */
  allDone?: boolean;
  label: string;
}

/**
 * The steps of one side of a merge, the one shown marked, those before it done: across the page on
 * a wide screen, one under the other on a narrow one. The step's buttons below move between them.
 */
export function MergeStepper({ labels, active, allDone = false, label }: MergeStepperProps) {
  const narrow = useMediaQuery(useTheme().breakpoints.down('md'));
  return (
    <Stepper
      component="ol"
      activeStep={active}
      orientation={narrow ? 'vertical' : 'horizontal'}
      alternativeLabel={!narrow}
      aria-label={label}
      sx={{ m: 0, p: 0, listStyle: 'none' }}
    >
      {labels.map((name, index) => (
        <Step key={name} component="li" completed={allDone || index < active}>
          <StepLabel aria-current={index === active ? 'step' : undefined}>{name}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
