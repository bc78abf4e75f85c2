import type { Recognition } from '@inventario/shared/contracts/recognition';
import { formatDate } from '@inventario/shared/format/date';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ChipColor } from '../model/recognition-labels.ts';

/** A fact of the recognition: its label above, its value below. */
function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack component="div" spacing={0.25} sx={{ minWidth: 120 }}>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {value}
      </Typography>
    </Stack>
  );
}

/** The recognition's dates, who started it, its flags and notes, and its goods' counts as chips. */
export function RecognitionSummary({ recognition }: { recognition: Recognition }) {
  const { t } = useTranslation();
  const { counts } = recognition;
  const chips: { key: keyof typeof counts; color: ChipColor }[] = [
    { key: 'total', color: 'default' },
    { key: 'detected', color: 'success' },
    { key: 'correct', color: 'success' },
    { key: 'foundElsewhere', color: 'warning' },
    { key: 'undetected', color: 'default' },
    { key: 'missing', color: 'error' },
  ];
  return (
    <Stack spacing={2}>
      <Stack component="dl" direction="row" useFlexGap spacing={3} sx={{ flexWrap: 'wrap', m: 0 }}>
        <Fact label={t('recognition.detail.startDate')} value={formatDate(recognition.startDate)} />
        <Fact label={t('recognition.detail.endDate')} value={formatDate(recognition.endDate) || '—'} />
        <Fact label={t('recognition.detail.startedBy')} value={recognition.startedBy} />
        <Fact
          label={t('recognition.columns.forRenewal')}
          value={
            recognition.forRenewal
              ? t('recognition.detail.forRenewal', { year: recognition.renewalYear })
              : t('recognition.detail.notForRenewal')
          }
        />
        <Fact
          label={t('recognition.columns.includeDurable')}
          value={
            recognition.includeDurable
              ? t('recognition.detail.includeDurable')
              : t('recognition.detail.excludeDurable')
          }
        />
        {recognition.notes ? <Fact label={t('recognition.detail.notes')} value={recognition.notes} /> : null}
      </Stack>
      <Stack
        direction="row"
        useFlexGap
        spacing={1}
        sx={{ flexWrap: 'wrap' }}
        role="list"
        aria-label={t('recognition.detail.summary')}
      >
        {chips.map(({ key, color }) => (
          <Chip
            key={key}
            role="listitem"
            color={color}
            variant={key === 'total' ? 'filled' : 'outlined'}
            label={t(`recognition.detail.counts.${key}`, { count: counts[key] })}
          />
        ))}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t('recognition.detail.locationsProgress', recognition.locations)}
      </Typography>
      {recognition.unplaced > 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('recognition.detail.unplaced', { count: recognition.unplaced })}
        </Typography>
      ) : null}
    </Stack>
  );
}
