import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { OverlayFrame } from './overlay-frame.tsx';

export interface BlockingLoaderProps {
  title: string;
  message?: string;
}

/** Blocks the page while something the whole application waits for is under way (sign-in, startup). */
export function BlockingLoader({ title, message }: BlockingLoaderProps) {
  return (
    <OverlayFrame label={title}>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', maxWidth: 480 }} aria-busy="true">
        <CircularProgress aria-label={title} />
        <Typography variant="h6" component="h1">
          {title}
        </Typography>
        {message && <Typography color="text.secondary">{message}</Typography>}
      </Stack>
    </OverlayFrame>
  );
}

export interface BlockingErrorProps {
  title: string;
  message: string;
  /** Clears local storage, revokes the token and signs out (spec 01 §2); see `useLogout`. */
  onExit: () => void;
  /** Starts over (a failed sign-in): "Riprova" beside Exit. */
  onRetry?: (() => void) | undefined;
}

/** The loader's error variant: the application cannot go on; the way out is Exit, or Retry where offered. */
export function BlockingError({ title, message, onExit, onRetry }: BlockingErrorProps) {
  const { t } = useTranslation();
  return (
    <OverlayFrame label={title}>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', maxWidth: 480 }}>
        <ErrorOutlineIcon color="error" sx={{ fontSize: 48 }} />
        <Typography variant="h6" component="h1">
          {title}
        </Typography>
        <Typography color="text.secondary">{message}</Typography>
        {onRetry ? (
          <Stack direction="row" spacing={2}>
            <Button variant="contained" onClick={onRetry}>
              {t('common.actions.retry')}
            </Button>
            <Button variant="outlined" color="error" onClick={onExit}>
              {t('common.actions.exit')}
            </Button>
          </Stack>
        ) : (
          <Button variant="contained" color="error" onClick={onExit}>
            {t('common.actions.exit')}
          </Button>
        )}
      </Stack>
    </OverlayFrame>
  );
}
