import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: ReactNode;
  /** "Conferma" by default. */
  confirmLabel?: string;
  /** "Annulla" by default. */
  cancelLabel?: string;
  /** Paints the confirm button red, for destructive actions. */
  destructive?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A yes/no question (spec 01 §2 "Confirm dialogs"); closing it any other way counts as "no". */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={props.open}
      onClose={props.onCancel}
      maxWidth="sm"
      fullWidth
      aria-labelledby="confirm-dialog-title"
    >
      <DialogTitle id="confirm-dialog-title">{props.title}</DialogTitle>
      <DialogContent>
        <DialogContentText component="div">{props.message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onCancel}>{props.cancelLabel ?? t('common.actions.cancel')}</Button>
        <Button
          variant="contained"
          color={props.destructive ? 'error' : 'primary'}
          onClick={props.onConfirm}
          autoFocus
        >
          {props.confirmLabel ?? t('common.actions.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
