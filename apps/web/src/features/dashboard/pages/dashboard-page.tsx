import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { NotYetAvailableNotice } from '@/shell/not-yet-available/not-yet-available-notice.tsx';
import { useActingSchool, useUserFullName } from '@/shell/session/use-acting-school.ts';

/**
 * `#/dashboard`: the welcome and, where the cards of spec 02 §2 will be (last movements, year values,
 * assets by category and subcategory, waiting assets), the not-yet-available notice.
 */
export default function DashboardPage() {
  const { t } = useTranslation();
  const fullName = useUserFullName();
  const school = useActingSchool();
  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h4" component="h1">
          {t('dashboard.welcome', { name: fullName })}
        </Typography>
        {school && (
          <Typography color="text.secondary">
            {t('dashboard.school', { name: school.name, city: school.city })}
          </Typography>
        )}
      </div>
      <Typography variant="h6" component="h2">
        {t('dashboard.cardsTitle')}
      </Typography>
      <NotYetAvailableNotice />
    </Stack>
  );
}
