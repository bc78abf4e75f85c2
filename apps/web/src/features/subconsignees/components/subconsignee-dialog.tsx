import { zodResolver } from '@hookform/resolvers/zod';
import { type SubConsignee, subConsigneeSaveSchema } from '@inventario/shared/contracts/subconsignees';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/forms/form-dialog.tsx';
import { emptyAsNull, FormTextField } from '@/components/forms/form-text-field.tsx';
import { textLimits } from '@/components/forms/text-limit.ts';
import { useSaveForm } from '@/components/forms/use-save-form.ts';
import { useSaveSubConsignee } from '../api/save-subconsignee.ts';
import { SUBCONSIGNEE_FIELDS, type SubConsigneeForm, subConsigneeFormSchema } from './subconsignee-form.ts';

const SUBCONSIGNEE_LIMITS = textLimits(subConsigneeSaveSchema);

export interface SubConsigneeDialogProps {
  /** The sub-consignee to edit; undefined to add one. */
  subConsignee: SubConsignee | undefined;
  onClose: () => void;
}

/** Add or edit a sub-consignee: description, optional fiscal code, notes. Mount it to open it. */
export function SubConsigneeDialog({ subConsignee, onClose }: SubConsigneeDialogProps) {
  const { t } = useTranslation();
  const save = useSaveSubConsignee();
  const { form, submit } = useSaveForm<SubConsigneeForm>({
    form: {
      resolver: zodResolver(subConsigneeFormSchema),
      defaultValues: {
        description: subConsignee?.description ?? '',
        fiscalCode: subConsignee?.fiscalCode ?? null,
        notes: subConsignee?.notes ?? null,
      },
    },
    fields: SUBCONSIGNEE_FIELDS,
    save: (values) => save.mutateAsync({ ...values, id: subConsignee?.id }),
    savedMessage: t('subconsignees.saved'),
    failedMessage: t('forms.saveFailed'),
    onSaved: onClose,
  });

  return (
    <FormDialog
      open
      title={subConsignee ? t('subconsignees.editTitle') : t('subconsignees.addTitle')}
      onSubmit={submit}
      onClose={onClose}
      submitting={save.isPending}
    >
      <FormTextField
        control={form.control}
        name="description"
        label={t('subconsignees.fields.description')}
        helperText={t('subconsignees.fields.descriptionHelper')}
        required
        autoFocus
        maxLength={SUBCONSIGNEE_LIMITS.description}
      />
      <FormTextField
        control={form.control}
        name="fiscalCode"
        maxLength={SUBCONSIGNEE_LIMITS.fiscalCode}
        label={t('subconsignees.fields.fiscalCode')}
        helperText={t('subconsignees.fields.fiscalCodeHelper')}
        toValue={emptyAsNull}
        slotProps={{ htmlInput: { style: { textTransform: 'uppercase' } } }}
      />
      <FormTextField
        control={form.control}
        name="notes"
        label={t('subconsignees.fields.notes')}
        toValue={emptyAsNull}
        multiline
        minRows={2}
        maxLength={SUBCONSIGNEE_LIMITS.notes}
      />
    </FormDialog>
  );
}
