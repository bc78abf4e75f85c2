import { zodResolver } from '@hookform/resolvers/zod';
import type { Subcategory } from '@inventario/shared/contracts/catalogue';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/forms/form-dialog.tsx';
import { useSaveForm } from '@/components/forms/use-save-form.ts';
import { useSaveSubcategory } from '../api/save-subcategory.ts';
import {
  subcategoryFormDefaults,
  subcategoryFormFields,
  subcategoryFormSchema,
  toSubcategorySave,
} from '../model/subcategory-form.ts';
import { RateFields } from './rate-fields.tsx';
import { subcategoryName } from './subcategory-columns.tsx';
import { useRateText } from './use-rate-text.ts';

export interface RateDialogProps {
  subcategory: Subcategory;
  onClose: () => void;
  onSaved: (subcategory: Subcategory) => void;
}

/**
 * The quick way to change a rate, opened from the grid's rate cell: the percent (selected, ready to
 * type over) and the year it applies from. Everything else of the subcategory is sent unchanged.
 */
export function RateDialog({ subcategory, onClose, onSaved }: RateDialogProps) {
  const { t } = useTranslation();
  const rateText = useRateText();
  const save = useSaveSubcategory();
  const { form, submit } = useSaveForm({
    form: {
      resolver: zodResolver(subcategoryFormSchema),
      mode: 'onTouched',
      defaultValues: subcategoryFormDefaults(subcategory, new Date().getFullYear()),
    },
    fields: subcategoryFormFields,
    save: (values) => save.mutateAsync(toSubcategorySave(values, subcategory)),
    savedMessage: t('catalogue.rateForm.saved'),
    failedMessage: t('catalogue.subcategoryForm.saveFailed'),
    onSaved,
  });

  return (
    <FormDialog
      open
      title={t('catalogue.rateForm.title', { code: subcategoryName(subcategory) })}
      onSubmit={submit}
      onClose={onClose}
      submitting={save.isPending}
    >
      <Typography variant="body2" color="text.secondary">
        {subcategory.register.description} · {subcategory.category.code} {subcategory.category.description}
      </Typography>
      <RateFields control={form.control} currentRate={rateText(subcategory)} autoFocus />
    </FormDialog>
  );
}
