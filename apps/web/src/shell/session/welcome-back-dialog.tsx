import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';

export interface WelcomeBackDialogProps {
  open: boolean;
  name: string;
  username: string;
  onChangeUser: () => void;
  onContinue: () => void;
}

/** Spec 01 §4 "Startup after login" step 2: a remembered user arriving at the root path. */
export function WelcomeBackDialog({
  open,
  name,
  username,
  onChangeUser,
  onContinue,
}: WelcomeBackDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onContinue} maxWidth="sm" fullWidth aria-labelledby="welcome-back-title">
      <DialogTitle id="welcome-back-title">{t('session.welcomeBack.title', { name })}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('session.welcomeBack.message', { username })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onChangeUser}>{t('session.welcomeBack.changeUser')}</Button>
        <Button variant="contained" onClick={onContinue} autoFocus>
          {t('session.welcomeBack.continue')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
