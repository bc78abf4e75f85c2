import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '@/shell/dialogs/dialogs-provider.tsx';

/** What every selection dialog takes: open it, and get the chosen rows or a cancel. */
export interface SelectionDialogProps<R> {
  open: boolean;
  onCancel: () => void;
  onConfirm: (rows: R[]) => void;
}

export interface SelectionDialogFrameProps {
  open: boolean;
  title: string;
  onCancel: () => void;
  /** The content: filters, grid and `SelectionActions`; mounted while open, so every opening starts afresh. */
  children: ReactNode;
  maxWidth?: 'sm' | 'md' | 'lg';
}

/** The frame of the selection dialogs of spec 01 §2: a titled dialog around filters and a selectable table. */
export function SelectionDialogFrame({
  open,
  title,
  onCancel,
  children,
  maxWidth = 'md',
}: SelectionDialogFrameProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onCancel} fullWidth maxWidth={maxWidth} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {children}
    </Dialog>
  );
}

export interface SelectionBodyProps {
  filters?: ReactNode;
  grid: ReactNode;
}

export function SelectionBody({ filters, grid }: SelectionBodyProps) {
  return (
    <DialogContent>
      <Stack spacing={2} sx={{ pt: 1 }}>
        {filters}
        {grid}
      </Stack>
    </DialogContent>
  );
}

export interface SelectionActionsProps<R> {
  chosen: readonly R[];
  /** The alert text when nothing is chosen (spec 01 §5). */
  atLeastOneMessage: string;
  onCancel: () => void;
  onConfirm: (rows: R[]) => void;
}

/** How many rows are chosen, Cancel, and Confirm, which refuses an empty choice with an 'attention' alert. */
export function SelectionActions<R>({
  chosen,
  atLeastOneMessage,
  onCancel,
  onConfirm,
}: SelectionActionsProps<R>) {
  const { t } = useTranslation();
  const { alert } = useDialogs();
  const confirm = () => {
    if (chosen.length === 0) {
      void alert({ title: t('common.attention'), message: atLeastOneMessage, severity: 'warning' });
      return;
    }
    onConfirm([...chosen]);
  };
  return (
    <DialogActions sx={{ px: 3, pb: 2 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto' }} aria-live="polite">
        {t('selection.chosen', { count: chosen.length })}
      </Typography>
      <Button onClick={onCancel}>{t('common.actions.cancel')}</Button>
      <Button variant="contained" onClick={confirm}>
        {t('common.actions.confirm')}
      </Button>
    </DialogActions>
  );
}
