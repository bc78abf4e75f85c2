import { zodResolver } from '@hookform/resolvers/zod';
import {
  type Category,
  type Subcategory,
  subcategorySaveSchema,
} from '@inventario/shared/contracts/catalogue';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/forms/form-dialog.tsx';
import { FormSelectField } from '@/components/forms/form-select-field.tsx';
import { FormTextField } from '@/components/forms/form-text-field.tsx';
import { textLimits } from '@/components/forms/text-limit.ts';
import { useSaveForm } from '@/components/forms/use-save-form.ts';
import { useAggregations, useCategories, useRegisters } from '@/features/reference-lists';
import { useSaveSubcategory } from '../api/save-subcategory.ts';
import { sortByRegisterThenCode } from '../model/category-form.ts';
import {
  subcategoryFormDefaults,
  subcategoryFormFields,
  subcategoryFormSchema,
  toSubcategorySave,
} from '../model/subcategory-form.ts';
import { CategoryAutocomplete } from './category-autocomplete.tsx';
import { CategoryDialog } from './category-dialog.tsx';
import { RateFields } from './rate-fields.tsx';
import { subcategoryName } from './subcategory-columns.tsx';
import { useRateText } from './use-rate-text.ts';

const SUBCATEGORY_LIMITS = textLimits(subcategorySaveSchema);

export interface SubcategoryDialogProps {
  /** The subcategory to edit; undefined to add one. */
  subcategory: Subcategory | undefined;
  /** The category a new subcategory starts in (the category filter, if set). */
  categoryId?: number | null;
  onClose: () => void;
  onSaved: (subcategory: Subcategory) => void;
}

/**
 * Add or edit a subcategory: category (with "new category"), code, description, Model K aggregation
 * and the depreciation rate with the year it applies from. Mount it to open it.
 */
export function SubcategoryDialog({
  subcategory,
  categoryId = null,
  onClose,
  onSaved,
}: SubcategoryDialogProps) {
  const { t } = useTranslation();
  const rateText = useRateText();
  const registers = useRegisters();
  const categories = useCategories();
  const aggregations = useAggregations();
  const save = useSaveSubcategory();
  const [addingCategory, setAddingCategory] = useState(false);
  const { form, submit } = useSaveForm({
    form: {
      resolver: zodResolver(subcategoryFormSchema),
      mode: 'onTouched',
      defaultValues: subcategoryFormDefaults(subcategory, new Date().getFullYear(), categoryId),
    },
    fields: subcategoryFormFields,
    codeFields: {
      subcategoryCodeExists: { field: 'code' },
    },
    save: (values) => save.mutateAsync(toSubcategorySave(values, subcategory)),
    savedMessage: t('catalogue.subcategoryForm.saved'),
    failedMessage: t('catalogue.subcategoryForm.saveFailed'),
    onSaved,
  });
  const aggregationId = useWatch({ control: form.control, name: 'aggregationId' });
  const registerOrder = (registers.data ?? []).map((register) => register.id);
  const groupedCategories = sortByRegisterThenCode(categories.data ?? [], registerOrder);
  const categoryAdded = (category: Category) => {
    setAddingCategory(false);
    form.setValue('categoryId', category.id, { shouldValidate: true });
  };

  return (
    <>
      <FormDialog
        open
        title={
          subcategory
            ? t('catalogue.subcategoryForm.editTitle', { code: subcategoryName(subcategory) })
            : t('catalogue.subcategoryForm.addTitle')
        }
        onSubmit={submit}
        onClose={onClose}
        submitting={save.isPending}
        maxWidth="md"
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
          <CategoryAutocomplete
            control={form.control}
            name="categoryId"
            label={t('catalogue.subcategoryForm.category')}
            categories={groupedCategories}
            loading={categories.isPending}
            autoFocus={!subcategory}
          />
          <Button
            startIcon={<AddIcon />}
            onClick={() => setAddingCategory(true)}
            sx={{ mt: { sm: 1 }, flexShrink: 0 }}
          >
            {t('catalogue.subcategoryForm.newCategory')}
          </Button>
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField
            control={form.control}
            name="code"
            label={t('catalogue.subcategoryForm.code')}
            required
            maxLength={SUBCATEGORY_LIMITS.code}
            sx={{ width: { sm: 180 } }}
          />
          <FormTextField
            control={form.control}
            name="description"
            label={t('catalogue.subcategoryForm.description')}
            required
            maxLength={SUBCATEGORY_LIMITS.description}
            sx={{ flex: 1 }}
          />
        </Stack>
        <FormSelectField
          control={form.control}
          name="aggregationId"
          label={t('catalogue.subcategoryForm.aggregation')}
          noneLabel={t('catalogue.subcategoryForm.noAggregation')}
          helperText={
            aggregationId === null ? t('catalogue.subcategoryForm.noAggregationWarning') : undefined
          }
          // Show "Nessuna aggregazione" rather than an empty box: no aggregation is a choice with a consequence.
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          options={(aggregations.data ?? []).map((aggregation) => ({
            value: aggregation.id,
            label: `${aggregation.code} – ${aggregation.description}`,
          }))}
        />
        <RateFields
          control={form.control}
          currentRate={subcategory?.rate ? rateText(subcategory) : undefined}
        />
      </FormDialog>
      {addingCategory ? (
        // A sibling, not a child, of the form above: a submit inside a portal still bubbles up the React tree.
        <CategoryDialog
          category={undefined}
          registerId={
            groupedCategories.find((category) => category.id === form.getValues('categoryId'))?.register.id ??
            null
          }
          onClose={() => setAddingCategory(false)}
          onSaved={categoryAdded}
        />
      ) : null}
    </>
  );
}
