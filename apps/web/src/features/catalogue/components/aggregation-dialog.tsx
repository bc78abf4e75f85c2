import { zodResolver } from '@hookform/resolvers/zod';
import { type Aggregation, aggregationSaveSchema } from '@inventario/shared/contracts/catalogue';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/forms/form-dialog.tsx';
import { FormTextField } from '@/components/forms/form-text-field.tsx';
import { textLimits } from '@/components/forms/text-limit.ts';
import { useSaveForm } from '@/components/forms/use-save-form.ts';
import { useSaveAggregation } from '../api/save-aggregation.ts';
import {
  aggregationFormDefaults,
  aggregationFormFields,
  aggregationFormSchema,
  toAggregationSave,
} from '../model/aggregation-form.ts';

const AGGREGATION_LIMITS = textLimits(aggregationSaveSchema);

export interface AggregationDialogProps {
  /** The aggregation to edit; undefined to add one. */
  aggregation: Aggregation | undefined;
  onClose: () => void;
  onSaved: (aggregation: Aggregation) => void;
}

/** Add or edit a Model K aggregation: a code unique in the school and a description. Mount it to open it. */
export function AggregationDialog({ aggregation, onClose, onSaved }: AggregationDialogProps) {
  const { t } = useTranslation();
  const save = useSaveAggregation();
  const { form, submit } = useSaveForm({
    form: {
      resolver: zodResolver(aggregationFormSchema),
      defaultValues: aggregationFormDefaults(aggregation),
    },
    fields: aggregationFormFields,
    codeFields: {
      aggregationCodeExists: { field: 'code' },
    },
    save: (values) => save.mutateAsync(toAggregationSave(values, aggregation)),
    savedMessage: t('catalogue.aggregations.form.saved'),
    failedMessage: t('catalogue.aggregations.form.saveFailed'),
    onSaved,
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
        maxLength={AGGREGATION_LIMITS.code}
      />
      <FormTextField
        control={form.control}
        name="description"
        label={t('catalogue.aggregations.form.description')}
        required
        maxLength={AGGREGATION_LIMITS.description}
      />
    </FormDialog>
  );
}
