import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ExplainedButton } from '@/components/actions/explained-button.tsx';

export interface StepNavProps {
  onBack?: (() => void) | undefined;
  onNext?: (() => void) | undefined;
  /** Why Next may not be pressed now; it says so rather than being merely grey. */
  nextBlocked?: string | undefined;
  /** The step's own action (the discharge, the charge) in place of Next. */
  action?: ReactNode;
}

/** Back and Next under a step (or the step's own action in place of Next). */
export function StepNav({ onBack, onNext, nextBlocked, action }: StepNavProps) {
  const { t } = useTranslation();
  return (
    <Stack
      direction={{ xs: 'column-reverse', sm: 'row' }}
      spacing={1}
      sx={{ pt: 1, alignItems: { sm: 'center' } }}
    >
      {onBack ? (
        <Button startIcon={<ArrowBackIcon />} onClick={onBack}>
          {t('merges.nav.back')}
        </Button>
      ) : null}
      <Box sx={{ flex: 1 }} />
      {action}
      {onNext ? (
        <ExplainedButton
          variant="contained"
          endIcon={<ArrowForwardIcon />}
          disabledReason={nextBlocked}
          onClick={onNext}
        >
          {t('merges.nav.next')}
        </ExplainedButton>
      ) : null}
    </Stack>
  );
}
