import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SCREEN_STEPS, type ScreenStep, type StepState } from '../model/renewal-steps.ts';

const chipColor = { done: 'success', current: 'primary', upcoming: 'default' } as const;

/**
 * The section of one step, the panel the stepper's tabs show: its number and name, where it stands,
 * what it does, then what the step holds (the start form, the mapping, what blocks it).
 */
export function StepSection(props: { id: string; step: ScreenStep; state: StepState; children?: ReactNode }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Paper
      id={props.id}
      component="section"
      // The panel of the steps' tabs (MUI's stepper of step buttons is a tab list).
      role="tabpanel"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Stack spacing={2}>
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography id={titleId} variant="h6" component="h2">
            {t('renewal.sectionTitle', {
              number: SCREEN_STEPS.indexOf(props.step) + 1,
              step: t(`renewal.steps.${props.step}`),
            })}
          </Typography>
          <Chip
            size="small"
            color={chipColor[props.state]}
            variant={props.state === 'upcoming' ? 'outlined' : 'filled'}
            label={t(`renewal.state.${props.state}`)}
          />
        </Stack>
        <Typography color="text.secondary">{t(`renewal.about.${props.step}`)}</Typography>
        {props.children}
      </Stack>
    </Paper>
  );
}
