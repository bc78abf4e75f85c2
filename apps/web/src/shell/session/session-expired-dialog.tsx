import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { type ReauthenticationOutcome, useReauthenticate } from './use-reauthenticate.ts';

export interface SessionExpiredDialogProps {
  open: boolean;
  /** The username the session belongs to: re-authentication must use the same one. */
  username: string;
  onLogout: () => void;
}

function outcomeMessageKey(outcome: ReauthenticationOutcome | undefined) {
  if (outcome === 'differentUser') return 'session.expired.differentUser' as const;
  if (outcome === 'popupBlocked') return 'session.expired.popupBlocked' as const;
  return undefined;
}

/**
 * Spec 01 §2, §4.2, §8: the session has expired; re-authenticate in a popup (same user only, else
 * 'operation not permitted') or log out. The 'Ricordami' box keeps the access next time.
 */
export function SessionExpiredDialog({ open, username, onLogout }: SessionExpiredDialogProps) {
  const { t } = useTranslation();
  const reauthenticate = useReauthenticate(username);
  const messageKey = outcomeMessageKey(reauthenticate.outcome);
  return (
    <Dialog open={open} maxWidth="sm" fullWidth aria-labelledby="session-expired-title">
      <DialogTitle id="session-expired-title">{t('session.expired.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>{t('session.expired.message')}</DialogContentText>
          <DialogContentText>{t('session.expired.remember')}</DialogContentText>
          {messageKey && (
            <Alert severity="error" role="alert">
              {t(messageKey, { username })}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onLogout}>{t('session.expired.logout')}</Button>
        <Button variant="contained" onClick={reauthenticate.run} loading={reauthenticate.running} autoFocus>
          {t('session.expired.reauthenticate')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
