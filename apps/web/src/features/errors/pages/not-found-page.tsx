import SearchOffIcon from '@mui/icons-material/SearchOff';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** `#/404` (public, error layout). */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Stack spacing={3} sx={{ alignItems: 'center', textAlign: 'center' }}>
      <SearchOffIcon color="action" sx={{ fontSize: 64 }} />
      <Typography variant="h4" component="h1">
        {t('errorPages.notFound.title')}
      </Typography>
      <Typography color="text.secondary">{t('errorPages.notFound.message')}</Typography>
      <Button variant="contained" component={RouterLink} to="/dashboard">
        {t('common.actions.back')}
      </Button>
    </Stack>
  );
}
