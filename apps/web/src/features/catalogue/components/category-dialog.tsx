import { zodResolver } from '@hookform/resolvers/zod';
import { type Category, categorySaveSchema } from '@inventario/shared/contracts/catalogue';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/forms/form-dialog.tsx';
import { FormSelectField } from '@/components/forms/form-select-field.tsx';
import { FormTextField } from '@/components/forms/form-text-field.tsx';
import { textLimits } from '@/components/forms/text-limit.ts';
import { useSaveForm } from '@/components/forms/use-save-form.ts';
import { useRegisters } from '@/features/reference-lists';
import { useSaveCategory } from '../api/save-category.ts';
import {
  categoryFormDefaults,
  categoryFormFields,
  categoryFormSchema,
  toCategorySave,
} from '../model/category-form.ts';

const CATEGORY_LIMITS = textLimits(categorySaveSchema);

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
  const registers = useRegisters();
  const save = useSaveCategory();
  const { form, submit } = useSaveForm({
    form: {
      resolver: zodResolver(categoryFormSchema),
      defaultValues: categoryFormDefaults(category, registerId),
    },
    fields: categoryFormFields,
    codeFields: {
      categoryCodeExists: { field: 'code' },
    },
    save: (values) => save.mutateAsync(toCategorySave(values, category)),
    savedMessage: t('catalogue.categoryForm.saved'),
    failedMessage: t('catalogue.categoryForm.saveFailed'),
    onSaved,
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
        maxLength={CATEGORY_LIMITS.code}
      />
      <FormTextField
        control={form.control}
        name="description"
        label={t('catalogue.categoryForm.description')}
        required
        maxLength={CATEGORY_LIMITS.description}
      />
    </FormDialog>
  );
}
