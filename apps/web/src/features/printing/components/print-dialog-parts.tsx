import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

/** What the dialog needs could not be loaded: say so, and only let the user close. */
export function PrintDialogLoadFailed({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <DialogContent>
        <Alert severity="error">{t('printing.loadFailed')}</Alert>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('common.actions.close')}</Button>
      </DialogActions>
    </>
  );
}

export function PrintDialogLoading() {
  const { t } = useTranslation();
  return (
    <DialogContent>
      <Stack sx={{ alignItems: 'center', py: 4 }}>
        <CircularProgress aria-label={t('common.loading')} />
      </Stack>
    </DialogContent>
  );
}

export interface PrintDialogActionsProps {
  onClose: () => void;
  busy: boolean;
  /** Generate cannot be pressed (spec 01 §5: a print whose data is missing). */
  disabled?: boolean;
}

/** Cancel and Generate, the form's submit, both held while the print is being sent. */
export function PrintDialogActions({ onClose, busy, disabled = false }: PrintDialogActionsProps) {
  const { t } = useTranslation();
  return (
    <DialogActions sx={{ px: 3, pb: 2 }}>
      <Button onClick={onClose} disabled={busy}>
        {t('common.actions.cancel')}
      </Button>
      <Button type="submit" variant="contained" loading={busy} disabled={disabled}>
        {t('printing.generate')}
      </Button>
    </DialogActions>
  );
}
