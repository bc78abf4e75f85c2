import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { PhoneTally } from '../model/phone-reads.ts';

function Figure({ label, value, color }: { label: string; value: number; color?: string }) {
  return (
    <Stack sx={{ alignItems: 'center', flex: 1 }}>
      <Typography variant="h4" component="p" sx={{ color, fontWeight: 700 }}>
        {value}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
    </Stack>
  );
}

/** The location's count in large figures: found of the expected, still missing, reads of other goods. */
export function PhoneTallyPanel({ tally }: { tally: PhoneTally }) {
  const { t } = useTranslation();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={t('recognitionPhone.tally.label')}
      aria-live="polite"
      sx={{ p: 2 }}
    >
      <Stack direction="row" spacing={1}>
        <Figure
          label={t('recognitionPhone.tally.found', { expected: tally.expected })}
          value={tally.found}
          color="success.main"
        />
        <Figure label={t('recognitionPhone.tally.missing')} value={tally.missing} />
        <Figure label={t('recognitionPhone.tally.others')} value={tally.others} color="warning.main" />
      </Stack>
    </Paper>
  );
}
