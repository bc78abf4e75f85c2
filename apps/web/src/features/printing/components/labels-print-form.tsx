import type { DocumentType } from '@inventario/shared/contracts/documents';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import { useTranslation } from 'react-i18next';

export interface LabelsPrintFormProps {
  /** The labels group's types: labels (29) and custom labels (32). */
  types: readonly DocumentType[];
  registers: readonly { id: number; description: string }[];
  onClose: () => void;
  busy: boolean;
  setBusy: (busy: boolean) => void;
}

/** The new-document dialog's body for the labels group (spec 01 §2 "Labels"). */
export function LabelsPrintForm({ onClose }: LabelsPrintFormProps) {
  const { t } = useTranslation();
  return (
    <>
      <DialogContent>
        <Alert severity="info">{t('printing.notInDialogYet')}</Alert>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('common.actions.cancel')}</Button>
      </DialogActions>
    </>
  );
}
