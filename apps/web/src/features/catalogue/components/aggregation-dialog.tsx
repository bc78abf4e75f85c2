import { zodResolver } from '@hookform/resolvers/zod';
import type { Aggregation } from '@inventario/shared/contracts/catalogue';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerErrors } from '@/components/forms/apply-server-errors.ts';
import { FormDialog } from '@/components/forms/form-dialog.tsx';
import { FormTextField } from '@/components/forms/form-text-field.tsx';
import { useToast } from '@/shell/toast/use-toast.ts';
import { useSaveAggregation } from '../api/save-aggregation.ts';
import {
  type AggregationFormValues,
  aggregationFormDefaults,
  aggregationFormFields,
  aggregationFormSchema,
  toAggregationSave,
} from '../model/aggregation-form.ts';

export interface AggregationDialogProps {
  /** The aggregation to edit; undefined to add one. */
  aggregation: Aggregation | undefined;
  onClose: () => void;
  onSaved: (aggregation: Aggregation) => void;
}

/** Add or edit a Model K aggregation: a code unique in the school and a description. Mount it to open it. */
export function AggregationDialog({ aggregation, onClose, onSaved }: AggregationDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const save = useSaveAggregation();
  const form = useForm<AggregationFormValues>({
    resolver: zodResolver(aggregationFormSchema),
    defaultValues: aggregationFormDefaults(aggregation),
  });

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(toAggregationSave(values, aggregation));
      toast.success(t('catalogue.aggregations.form.saved'));
      onSaved(saved);
    } catch (error) {
      const placed = applyServerErrors(error, form.setError, aggregationFormFields, {
        aggregationCodeExists: { field: 'code' },
      });
      if (!placed) toast.error(t('catalogue.aggregations.form.saveFailed'), error);
    }
  });

  return (
    <FormDialog
      open
      title={
        aggregation
          ? t('catalogue.aggregations.form.editTitle', { code: aggregation.code })
          : t('catalogue.aggregations.form.addTitle')
      }
      onSubmit={submit}
      onClose={onClose}
      submitting={save.isPending}
    >
      <FormTextField
        control={form.control}
        name="code"
        label={t('catalogue.aggregations.form.code')}
        required
        autoFocus
        slotProps={{ htmlInput: { maxLength: 20 } }}
      />
      <FormTextField
        control={form.control}
        name="description"
        label={t('catalogue.aggregations.form.description')}
        required
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
    </FormDialog>
  );
}
