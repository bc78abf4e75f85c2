import { zodResolver } from '@hookform/resolvers/zod';
import type { Category } from '@inventario/shared/contracts/catalogue';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerErrors } from '@/components/forms/apply-server-errors.ts';
import { FormDialog } from '@/components/forms/form-dialog.tsx';
import { FormSelectField } from '@/components/forms/form-select-field.tsx';
import { FormTextField } from '@/components/forms/form-text-field.tsx';
import { useToast } from '@/shell/toast/use-toast.ts';
import { useRegisters } from '../api/list-registers.ts';
import { useSaveCategory } from '../api/save-category.ts';
import {
  type CategoryFormValues,
  categoryFormDefaults,
  categoryFormFields,
  categoryFormSchema,
  toCategorySave,
} from '../model/category-form.ts';

export interface CategoryDialogProps {
  /** The category to rename; undefined to add one. */
  category: Category | undefined;
  /** The register a new category starts in (the one the user is looking at). */
  registerId?: number | null;
  onClose: () => void;
  onSaved: (category: Category) => void;
}

/** Add or edit a category: its register, a code unique in the register, a description. Mount it to open it. */
export function CategoryDialog({ category, registerId = null, onClose, onSaved }: CategoryDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const registers = useRegisters();
  const save = useSaveCategory();
  const form = useForm<CategoryFormValues>({
    resolver: zodResolver(categoryFormSchema),
    defaultValues: categoryFormDefaults(category, registerId),
  });

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(toCategorySave(values, category));
      toast.success(t('catalogue.categoryForm.saved'));
      onSaved(saved);
    } catch (error) {
      const placed = applyServerErrors(error, form.setError, categoryFormFields, {
        categoryCodeExists: { field: 'code' },
      });
      if (!placed) toast.error(t('catalogue.categoryForm.saveFailed'), error);
    }
  });

  return (
    <FormDialog
      open
      title={
        category
          ? t('catalogue.categoryForm.editTitle', { code: category.code })
          : t('catalogue.categoryForm.addTitle')
      }
      onSubmit={submit}
      onClose={onClose}
      submitting={save.isPending}
    >
      <FormSelectField
        control={form.control}
        name="registerId"
        label={t('catalogue.categoryForm.register')}
        required
        options={(registers.data ?? []).map((register) => ({
          value: register.id,
          label: register.description,
        }))}
      />
      <FormTextField
        control={form.control}
        name="code"
        label={t('catalogue.categoryForm.code')}
        required
        autoFocus
        slotProps={{ htmlInput: { maxLength: 20 } }}
      />
      <FormTextField
        control={form.control}
        name="description"
        label={t('catalogue.categoryForm.description')}
        required
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
    </FormDialog>
  );
}
