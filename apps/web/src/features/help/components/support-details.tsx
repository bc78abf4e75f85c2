import { APP_VERSION } from '@inventario/shared/contracts/config';
import { formatDate } from '@inventario/shared/format/date';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/shell/session/session-context.tsx';
import { useActingSchool } from '@/shell/session/use-acting-school.ts';

/** What support asks first, gathered for the user to copy: version, school, user and the time. */
export function SupportDetails() {
  const { t } = useTranslation();
  const { username, customerCode } = useSession();
  const school = useActingSchool();
  const now = new Date();
  const rows = [
    [t('help.support.version'), APP_VERSION],
    [t('help.support.school'), school ? `${school.name}, ${school.city}` : '—'],
    [t('help.support.schoolCode'), school?.customerCode ?? customerCode],
    [t('help.support.username'), username],
    [
      t('help.support.time'),
      `${formatDate(now.toISOString().slice(0, 10))} ${now.toTimeString().slice(0, 5)}`,
    ],
  ] as const;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-label={t('help.support.title')}
      sx={{ p: 2, bgcolor: 'action.hover' }}
    >
      <Typography variant="subtitle1" component="h3" gutterBottom>
        {t('help.support.title')}
      </Typography>
      <Typography
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}
      >
        {rows.map(([label, value]) => (
          <Typography key={label} component="div" sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Typography>
        ))}
      </Typography>
    </Paper>
  );
}
