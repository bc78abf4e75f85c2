import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useTranslation } from 'react-i18next';
import { blockerCodes } from '../model/renewal-steps.ts';

/** What stands between the current step and the next, each in its own words; nothing when none. */
export function StepBlockers({ blockers }: { blockers: readonly string[] }) {
  const { t } = useTranslation();
  const codes = blockerCodes(blockers);
  if (codes.length === 0) return null;
  return (
    <Alert severity="warning">
      <AlertTitle>{t('renewal.blockers.title')}</AlertTitle>
      <ul style={{ margin: 0, paddingLeft: '1.2em' }}>
        {codes.map((code) => (
          <li key={code}>{t(`errors.${code}`)}</li>
        ))}
      </ul>
    </Alert>
  );
}
