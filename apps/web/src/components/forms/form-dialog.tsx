import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { type FormEvent, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface FormDialogProps {
  open: boolean;
  title: string;
  /** `form.handleSubmit(save)`. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
  /** While saving: the buttons are disabled and the dialog cannot be dismissed. */
  submitting?: boolean;
  submitLabel?: string;
  maxWidth?: 'xs' | 'sm' | 'md';
  children: ReactNode;
}

/**
 * An add/edit dialog around a form: the fields stacked, Cancel and Save (Enter submits). The form
 * is a column as tall as the dialog lets it be, so fields taller than the window scroll between the
 * title and the buttons, which stay in view.
 */
export function FormDialog(props: FormDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const close = () => {
    if (!props.submitting) props.onClose();
  };
  return (
    <Dialog
      open={props.open}
      onClose={close}
      fullWidth
      maxWidth={props.maxWidth ?? 'sm'}
      aria-labelledby={titleId}
    >
      <Box
        component="form"
        noValidate
        onSubmit={props.onSubmit}
        sx={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}
      >
        <DialogTitle id={titleId}>{props.title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {props.children}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} disabled={props.submitting}>
            {t('common.actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={props.submitting}>
            {props.submitLabel ?? t('forms.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
