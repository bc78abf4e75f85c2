import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type AlertSeverity = 'info' | 'success' | 'warning' | 'error';

export interface AlertDialogProps {
  open: boolean;
  title: string;
  message: ReactNode;
  severity?: AlertSeverity;
  /** Text of the only button; "OK" by default. */
  closeLabel?: string;
  onClose: () => void;
}

/** A message the user must acknowledge (spec 01 §2 "Alert dialogs"). */
export function AlertDialog({
  open,
  title,
  message,
  severity = 'info',
  closeLabel,
  onClose,
}: AlertDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="alert-dialog-title">
      <DialogTitle id="alert-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <Alert severity={severity} variant="outlined" sx={{ border: 0, p: 0 }}>
          {message}
        </Alert>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus>
          {closeLabel ?? t('common.actions.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
