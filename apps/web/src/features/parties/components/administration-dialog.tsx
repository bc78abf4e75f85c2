import { zodResolver } from '@hookform/resolvers/zod';
import { type Administration, administrationSaveSchema } from '@inventario/shared/contracts/parties';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/forms/form-dialog.tsx';
import { FormTextField } from '@/components/forms/form-text-field.tsx';
import { textLimits } from '@/components/forms/text-limit.ts';
import { useSaveForm } from '@/components/forms/use-save-form.ts';
import { useSaveAdministration } from '../api/save-administration.ts';
import {
  administrationFormDefaults,
  administrationFormFields,
  administrationFormSchema,
  toAdministrationSave,
} from '../model/administration-form.ts';

const ADMINISTRATION_LIMITS = textLimits(administrationSaveSchema);

export interface AdministrationDialogProps {
  /** The administration to edit; undefined to add one. */
  administration: Administration | undefined;
  onClose: () => void;
  onSaved: (administration: Administration) => void;
}

/** Add or edit a public administration: description, optional fiscal code, address, city. Mount it to open it. */
export function AdministrationDialog({ administration, onClose, onSaved }: AdministrationDialogProps) {
  const { t } = useTranslation();
  const save = useSaveAdministration();
  const { form, submit } = useSaveForm({
    form: {
      resolver: zodResolver(administrationFormSchema),
      mode: 'onTouched',
      defaultValues: administrationFormDefaults(administration),
    },
    fields: administrationFormFields,
    save: (values) => save.mutateAsync(toAdministrationSave(values, administration)),
    savedMessage: t('parties.administrations.form.saved'),
    failedMessage: t('parties.administrations.form.saveFailed'),
    onSaved,
  });

  return (
    <FormDialog
      open
      title={
        administration
          ? t('parties.administrations.form.editTitle', { name: administration.description })
          : t('parties.administrations.form.addTitle')
      }
      onSubmit={submit}
      onClose={onClose}
      submitting={save.isPending}
    >
      <FormTextField
        control={form.control}
        name="description"
        label={t('parties.fields.description')}
        required
        autoFocus
        maxLength={ADMINISTRATION_LIMITS.description}
      />
      <FormTextField
        control={form.control}
        name="fiscalCode"
        label={t('parties.fields.fiscalCodeOptional')}
        toValue={(text) => text.toUpperCase()}
        maxLength={ADMINISTRATION_LIMITS.fiscalCode}
      />
      <FormTextField
        control={form.control}
        name="address"
        label={t('parties.fields.address')}
        maxLength={ADMINISTRATION_LIMITS.address}
      />
      <FormTextField
        control={form.control}
        name="city"
        label={t('parties.fields.city')}
        maxLength={ADMINISTRATION_LIMITS.city}
      />
    </FormDialog>
  );
}
