import ConstructionIcon from '@mui/icons-material/Construction';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useTranslation } from 'react-i18next';

/** The honest notice for a part of the product that a later release builds. */
export function NotYetAvailableNotice() {
  const { t } = useTranslation();
  return (
    <Alert severity="info" icon={<ConstructionIcon />} variant="outlined">
      <AlertTitle>{t('shell.notAvailable.title')}</AlertTitle>
      {t('shell.notAvailable.message')}
    </Alert>
  );
}
