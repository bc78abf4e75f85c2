import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The kinds a file holds, in the order a school's inventory is built: places, lists, goods, vouchers. */
export const COUNT_KINDS = [
  'sites',
  'locations',
  'subConsignees',
  'subcategories',
  'creditors',
  'years',
  'universalities',
  'assets',
  'movements',
  'lines',
] as const;

/** The counts by kind as a list of label and number; a kind this client has no word for is left out. */
export function ImportCounts({ counts }: { counts: Record<string, number> }) {
  const { t, i18n } = useTranslation();
  const numbers = new Intl.NumberFormat(
    (i18n.resolvedLanguage ?? i18n.language) === 'en' ? 'en-GB' : 'it-IT',
  );
  const kinds = COUNT_KINDS.filter((kind) => kind in counts);
  if (kinds.length === 0)
    return <Typography color="text.secondary">{t('imports.report.noContents')}</Typography>;
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
      }}
    >
      {kinds.map((kind) => (
        <Box key={kind}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {t(`imports.report.counts.${kind}`)}
          </Typography>
          <Typography component="dd" variant="h6" sx={{ m: 0, fontVariantNumeric: 'tabular-nums' }}>
            {numbers.format(counts[kind] ?? 0)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
