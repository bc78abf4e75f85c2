import { dischargeCreateSchema } from '@inventario/shared/contracts/discharge';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDateField } from '@/components/forms/form-date-field.tsx';
import { FormSelectField } from '@/components/forms/form-select-field.tsx';
import { emptyAsNull, FormTextField } from '@/components/forms/form-text-field.tsx';
import { textLimits } from '@/components/forms/text-limit.ts';
import { BookingFields, DetailsForm, DetailsRow, NotesField } from '@/features/movements';
import { useDischargeCausals } from '../api/list-discharge-causals.ts';
import type { DischargeDetailsValues } from '../model/discharge-details-form.ts';
import { DebtorField } from './debtor-field.tsx';
import { LiabilityFields } from './liability-fields.tsx';

const DISCHARGE_LIMITS = textLimits(dischargeCreateSchema);

export interface DischargeDetailsStepProps {
  form: UseFormReturn<DischargeDetailsValues>;
  formId: string;
  onSubmit: () => void;
  /** The voucher's lines in a sentence (count and totals). */
  summary: ReactNode;
}

/**
 * The details step of a discharge: date and causal (with the document its measure rests on), the
 * destination, the protocol of the DS's measure, the liability statement (art. 33) and notes.
 */
export function DischargeDetailsStep({ form, formId, onSubmit, summary }: DischargeDetailsStepProps) {
  const { t } = useTranslation();
  const { control } = form;
  const causals = useDischargeCausals();
  const causalCode = useWatch({ control, name: 'causal' });
  const chosenCausal = causals.data?.find((causal) => causal.code === causalCode);
  const causalOptions = (causals.data ?? []).map((causal) => ({
    value: causal.code,
    label: causal.description,
  }));
  return (
    <DetailsForm formId={formId} onSubmit={onSubmit} summary={summary}>
      <DetailsRow>
        <FormDateField control={control} name="date" label={t('discharges.details.date')} required />
        <FormSelectField
          control={control}
          name="causal"
          label={t('discharges.details.causal')}
          options={causalOptions}
          required
          helperText={
            chosenCausal?.requiredDocument
              ? t('discharges.details.requiredDocument', { document: chosenCausal.requiredDocument })
              : chosenCausal
                ? t('discharges.details.noRequiredDocument')
                : undefined
          }
          sx={{ flex: 1 }}
        />
      </DetailsRow>
      <DebtorField
        control={control}
        name="debtor"
        label={t('discharges.details.debtor')}
        helperText={t('discharges.details.debtorHelp')}
      />
      <Typography variant="subtitle2" color="text.secondary" component="h3">
        {t('discharges.details.measure')}
      </Typography>
      <DetailsRow>
        <FormTextField
          control={control}
          name="protocolNumber"
          label={t('discharges.details.protocolNumber')}
          toValue={emptyAsNull}
          maxLength={DISCHARGE_LIMITS.protocolNumber}
          sx={{ flex: 1 }}
        />
        <FormDateField control={control} name="protocolDate" label={t('discharges.details.protocolDate')} />
      </DetailsRow>
      <LiabilityFields form={form} />
      <BookingFields control={control} />
      <NotesField
        control={control}
        label={t('discharges.details.notes')}
        maxLength={DISCHARGE_LIMITS.notes}
      />
    </DetailsForm>
  );
}
