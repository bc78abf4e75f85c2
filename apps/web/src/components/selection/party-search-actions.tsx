import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface PartySearchActionsProps {
  addLabel: string;
  onCancel: () => void;
  /** The new-party form, mounted while the user adds one; `close` takes it away unsaved. */
  renderAdd: (close: () => void) => ReactNode;
}

/**
 * The foot of a party search (supplier, destination): "new …" to create the party on the spot, whose
 * saved record the caller confirms as the one chosen, and Cancel.
 */
export function PartySearchActions({ addLabel, onCancel, renderAdd }: PartySearchActionsProps) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  return (
    <>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button startIcon={<AddIcon />} onClick={() => setAdding(true)} sx={{ mr: 'auto' }}>
          {addLabel}
        </Button>
        <Button onClick={onCancel}>{t('common.actions.cancel')}</Button>
      </DialogActions>
      {adding ? renderAdd(() => setAdding(false)) : null}
    </>
  );
}
