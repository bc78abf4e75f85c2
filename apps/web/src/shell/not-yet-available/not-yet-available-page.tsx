import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useRouteMeta } from '@/app/router/route-meta.ts';
import { NotYetAvailableNotice } from './not-yet-available-notice.tsx';

/** The page of every area not built yet: its section title and the notice, no invented data. */
export default function NotYetAvailablePage() {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  return (
    <Stack spacing={3}>
      {meta && (
        <Typography variant="h4" component="h1">
          {t(`routes.${meta.titleKey}`)}
        </Typography>
      )}
      <NotYetAvailableNotice />
    </Stack>
  );
}
