import { zodResolver } from '@hookform/resolvers/zod';
import type { Creditor } from '@inventario/shared/contracts/parties';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/forms/form-dialog.tsx';
import { useSaveForm } from '@/components/forms/use-save-form.ts';
import { useSaveCreditor } from '../api/save-creditor.ts';
import {
  creditorFormSchema,
  partyIdentityDefaults,
  partyIdentityFields,
  toCreditorSave,
} from '../model/party-form.ts';
import { PartyIdentityFields } from './party-identity-fields.tsx';

export interface CreditorDialogProps {
  /** The creditor to edit; undefined to add one. */
  creditor: Creditor | undefined;
  onClose: () => void;
  onSaved: (creditor: Creditor) => void;
}

/**
 * Add or edit a creditor (a supplier), legal or natural person. The identifiers are checked while
 * typing with the rule the server applies; what the server still refuses lands on its field.
 * Mount it to open it.
 */
export function CreditorDialog({ creditor, onClose, onSaved }: CreditorDialogProps) {
  const { t } = useTranslation();
  const save = useSaveCreditor();
  const { form, submit } = useSaveForm({
    form: {
      resolver: zodResolver(creditorFormSchema),
      mode: 'onTouched',
      defaultValues: partyIdentityDefaults(creditor),
    },
    fields: partyIdentityFields,
    save: (values) => save.mutateAsync(toCreditorSave(values, creditor)),
    savedMessage: t('parties.creditors.form.saved'),
    failedMessage: t('parties.creditors.form.saveFailed'),
    onSaved,
  });

  return (
    <FormDialog
      open
      title={
        creditor
          ? t('parties.creditors.form.editTitle', { name: creditor.description })
          : t('parties.creditors.form.addTitle')
      }
      onSubmit={submit}
      onClose={onClose}
      submitting={save.isPending}
    >
      <PartyIdentityFields form={form} autoFocus />
    </FormDialog>
  );
}
