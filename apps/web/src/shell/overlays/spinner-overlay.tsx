import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import { OverlayFrame } from './overlay-frame.tsx';

/** A bare spinner over the page, for short waits that must not be interrupted (e.g. a save). */
export function SpinnerOverlay() {
  const { t } = useTranslation();
  return (
    <OverlayFrame label={t('common.loading')}>
      <CircularProgress aria-label={t('common.loading')} />
    </OverlayFrame>
  );
}
