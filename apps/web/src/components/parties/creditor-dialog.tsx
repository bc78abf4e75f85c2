import { zodResolver } from '@hookform/resolvers/zod';
import type { Creditor } from '@inventario/shared/contracts/parties';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerErrors } from '@/components/forms/apply-server-errors.ts';
import { FormDialog } from '@/components/forms/form-dialog.tsx';
import { useSaveCreditor } from '@/features/parties/api/save-creditor.ts';
import { useToast } from '@/shell/toast/use-toast.ts';
import {
  type CreditorFormValues,
  creditorFormSchema,
  partyIdentityDefaults,
  partyIdentityFields,
  toCreditorSave,
} from './party-form.ts';
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
  const toast = useToast();
  const save = useSaveCreditor();
  const form = useForm<CreditorFormValues>({
    resolver: zodResolver(creditorFormSchema),
    mode: 'onTouched',
    defaultValues: partyIdentityDefaults(creditor),
  });

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(toCreditorSave(values, creditor));
      toast.success(t('parties.creditors.form.saved'));
      onSaved(saved);
    } catch (error) {
      if (!applyServerErrors(error, form.setError, partyIdentityFields)) {
        toast.error(t('parties.creditors.form.saveFailed'), error);
      }
    }
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
