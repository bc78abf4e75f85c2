import { zodResolver } from '@hookform/resolvers/zod';
import type { Subcategory } from '@inventario/shared/contracts/catalogue';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerErrors } from '@/components/forms/apply-server-errors.ts';
import { FormDialog } from '@/components/forms/form-dialog.tsx';
import { useToast } from '@/shell/toast/use-toast.ts';
import { useSaveSubcategory } from '../api/save-subcategory.ts';
import {
  type SubcategoryFormValues,
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
  const toast = useToast();
  const rateText = useRateText();
  const save = useSaveSubcategory();
  const form = useForm<SubcategoryFormValues>({
    resolver: zodResolver(subcategoryFormSchema),
    mode: 'onTouched',
    defaultValues: subcategoryFormDefaults(subcategory, new Date().getFullYear()),
  });

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(toSubcategorySave(values, subcategory));
      toast.success(t('catalogue.rateForm.saved'));
      onSaved(saved);
    } catch (error) {
      if (!applyServerErrors(error, form.setError, subcategoryFormFields)) {
        toast.error(t('catalogue.subcategoryForm.saveFailed'), error);
      }
    }
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
