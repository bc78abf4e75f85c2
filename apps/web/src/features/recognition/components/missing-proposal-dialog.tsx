import { zodResolver } from '@hookform/resolvers/zod';
import type { MovementWithAssets } from '@inventario/shared/contracts/movements';
import { toIsoDate } from '@inventario/shared/format/date';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDateField } from '@/components/forms/form-date-field.tsx';
import { FormDialog } from '@/components/forms/form-dialog.tsx';
import { FormTextField } from '@/components/forms/form-text-field.tsx';
import { useSaveForm } from '@/components/forms/use-save-form.ts';
import { useNextProgressive } from '../api/next-progressive.ts';
import { useProposeMissing } from '../api/propose-missing.ts';
import {
  MISSING_FIELDS,
  type MissingValues,
  missingDefaults,
  missingFormSchema,
  progressiveYearOf,
  toMissingProposal,
} from '../model/missing-form.ts';

const optionalNumber = (text: string): number | null => (text.trim() === '' ? null : Number(text));
const numberText = (value: unknown): string => (typeof value === 'number' ? String(value) : '');
const textOrNullValue = (text: string) => (text === '' ? null : text);

/**
 * "Proposta di scarico per beni mancanti": the chosen undetected goods become one discharge proposal
 * (causal SMA) with its date (today), progressive (the date's year's next, prefilled), the protocol
 * of the DS's measure and notes.
 */
export function MissingProposalDialog(props: {
  recognitionId: number;
  assetIds: readonly number[];
  onClose: () => void;
  onCreated: (proposal: MovementWithAssets) => void;
}) {
  const { t } = useTranslation();
  const propose = useProposeMissing(props.recognitionId);
  const { form, submit } = useSaveForm<MissingValues, MovementWithAssets>({
    form: {
      resolver: zodResolver(missingFormSchema),
      mode: 'onTouched',
      defaultValues: missingDefaults(toIsoDate(new Date())),
    },
    fields: MISSING_FIELDS,
    codeFields: { progressiveNotAbove: { field: 'progressive' } },
    save: (values) => propose.mutateAsync(toMissingProposal(values, props.assetIds)),
    savedMessage: t('recognition.missingDialog.saved'),
    failedMessage: t('recognition.missingDialog.failed'),
    onSaved: props.onCreated,
  });
  const { control } = form;
  const date = useWatch({ control, name: 'date' });
  const year = progressiveYearOf(date);
  const next = useNextProgressive(year);
  const prefilledFor = useRef<number | undefined>(undefined);
  useEffect(() => {
    // The next progressive of the date's year, again whenever the date moves to another year.
    if (year === undefined || next.data === undefined || prefilledFor.current === year) return;
    prefilledFor.current = year;
    form.setValue('progressive', next.data, { shouldValidate: form.formState.isSubmitted });
  }, [form, year, next.data]);

  return (
    <FormDialog
      open
      title={t('recognition.missingDialog.title')}
      onSubmit={submit}
      onClose={props.onClose}
      submitting={form.formState.isSubmitting}
      submitLabel={t('recognition.missingDialog.submit')}
    >
      <Typography>{t('recognition.missingDialog.intro', { count: props.assetIds.length })}</Typography>
      <FormDateField control={control} name="date" label={t('recognition.missingDialog.date')} required />
      <FormTextField
        control={control}
        name="progressive"
        type="number"
        label={t('recognition.missingDialog.progressive')}
        required
        toValue={optionalNumber}
        fromValue={numberText}
        helperText={year === undefined ? undefined : t('recognition.missingDialog.progressiveHelp', { year })}
        slotProps={{ htmlInput: { min: 1, step: 1 } }}
        sx={{ width: { xs: '100%', sm: 320 } }}
      />
      <FormDateField
        control={control}
        name="protocolDate"
        label={t('recognition.missingDialog.protocolDate')}
      />
      <FormTextField
        control={control}
        name="protocolNumber"
        label={t('recognition.missingDialog.protocolNumber')}
        maxLength={50}
        toValue={textOrNullValue}
        sx={{ width: { xs: '100%', sm: 320 } }}
      />
      <FormTextField
        control={control}
        name="notes"
        label={t('recognition.missingDialog.notes')}
        multiline
        minRows={2}
        maxLength={2000}
        toValue={textOrNullValue}
      />
    </FormDialog>
  );
}
