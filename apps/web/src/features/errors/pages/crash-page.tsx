import BugReportIcon from '@mui/icons-material/BugReport';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** Shown by the router's error boundary when a page throws while rendering. */
export function CrashPage() {
  const { t } = useTranslation();
  return (
    <Container component="main" maxWidth="sm" sx={{ py: 8 }}>
      <Stack spacing={3} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <BugReportIcon color="error" sx={{ fontSize: 56 }} />
        <Typography variant="h5" component="h1">
          {t('errorPages.crash.title')}
        </Typography>
        <Typography color="text.secondary">{t('errorPages.crash.message')}</Typography>
        <Button variant="contained" onClick={() => window.location.reload()}>
          {t('errorPages.reload')}
        </Button>
      </Stack>
    </Container>
  );
}
