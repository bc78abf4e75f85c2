import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Workbox } from 'workbox-window';

/**
 * A new release of the page waits until the user chooses it: reloading on its own in the middle of a
 * count would lose the camera and the user's place.
 */
export function PhoneUpdatePrompt({ workbox }: { workbox: Workbox | undefined }) {
  const { t } = useTranslation();
  const [waiting, setWaiting] = useState(false);
  useEffect(() => {
    if (!workbox) return;
    const show = () => setWaiting(true);
    workbox.addEventListener('waiting', show);
    return () => workbox.removeEventListener('waiting', show);
  }, [workbox]);
  const apply = () => {
    workbox?.addEventListener('controlling', () => window.location.reload());
    workbox?.messageSkipWaiting();
  };
  return (
    <Snackbar
      open={waiting}
      message={t('recognitionPhone.update.ready')}
      action={
        <Button color="inherit" size="small" onClick={apply}>
          {t('recognitionPhone.update.apply')}
        </Button>
      }
    />
  );
}
