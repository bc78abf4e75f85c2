import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from './confirm-dialog.tsx';

export interface OpenNewYearDialogProps {
  open: boolean;
  /** The year to open: the current calendar year. */
  year: number;
  /** The year of the latest financial year in the list. */
  lastYear: number;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Spec 01 §4 "Startup after login" step 3: when the latest financial year is older than the current
 * year, asks whether to open the new one (starting 1 January). The startup check itself belongs to the
 * financial-year area.
 */
export function OpenNewYearDialog({ open, year, lastYear, onConfirm, onCancel }: OpenNewYearDialogProps) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={open}
      title={t('shell.newYear.title')}
      message={t('shell.newYear.message', { year, lastYear })}
      confirmLabel={t('shell.newYear.open', { year })}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
