import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSchoolData } from '@/features/settings';

/**
 * The rule in one sentence (DOMAIN §5), with the school's own first-year choice when it is known and a
 * link to where it is set.
 */
export function DepreciationIntro() {
  const { t } = useTranslation();
  const school = useSchoolData();
  const rule = school.data?.firstYearDepreciation ?? 'unknown';
  return (
    <Typography color="text.secondary">
      {t('annualAmortization.intro', { firstYear: t(`annualAmortization.firstYear.${rule}`) })}{' '}
      <Link href="#/settings">{t('annualAmortization.firstYear.change')}</Link>
    </Typography>
  );
}
