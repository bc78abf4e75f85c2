import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useConfig } from '@/app/config/config-context.tsx';

/** Spec 01 §1: the product name and its version. */
export function AppFooter() {
  const { t } = useTranslation();
  const { version } = useConfig();
  return (
    <Box component="footer" sx={{ py: 2, px: 3, mt: 'auto', textAlign: 'center', color: 'text.secondary' }}>
      <Typography variant="body2">
        <strong>{t('common.appName')}</strong> · {t('shell.footer.version', { version })}
      </Typography>
    </Box>
  );
}
