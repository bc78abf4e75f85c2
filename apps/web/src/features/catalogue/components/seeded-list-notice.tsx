import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

/**
 * DOMAIN §2: the Allegato 1 codes were not available, so the table was seeded from a default list
 * that the school must check; the notice says so and opens that list.
 */
export function SeededListNotice({ onShowDefaultList }: { onShowDefaultList: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="info"
      action={
        <Button color="inherit" size="small" onClick={onShowDefaultList} sx={{ whiteSpace: 'nowrap' }}>
          {t('catalogue.subcategories.seededNotice.showDefaultList')}
        </Button>
      }
    >
      <AlertTitle>{t('catalogue.subcategories.seededNotice.title')}</AlertTitle>
      {t('catalogue.subcategories.seededNotice.text')}
    </Alert>
  );
}
