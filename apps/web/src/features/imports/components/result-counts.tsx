import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResultRow, ResultSection } from '../model/import-result.ts';

/** One section of an import's result: its title, and each count as a label and a number. */
export function ResultCounts({ section, rows }: { section: ResultSection; rows: readonly ResultRow[] }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const numbers = new Intl.NumberFormat(
    (i18n.resolvedLanguage ?? i18n.language) === 'en' ? 'en-GB' : 'it-IT',
  );
  return (
    <Stack component="section" aria-labelledby={titleId} spacing={1.5}>
      <Typography id={titleId} variant="subtitle1" component="h3">
        {t(`imports.result.sections.${section}`)}
      </Typography>
      {section === 'created' ? (
        <Typography variant="body2" color="text.secondary">
          {t('imports.result.createdNote')}
        </Typography>
      ) : null}
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))' }}
      >
        {rows.map(({ key, count }) => (
          <Box key={key} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5, py: 1 }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {t(`imports.result.counts.${key}`)}
            </Typography>
            <Typography component="dd" variant="h6" sx={{ m: 0, fontVariantNumeric: 'tabular-nums' }}>
              {numbers.format(count)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Stack>
  );
}
