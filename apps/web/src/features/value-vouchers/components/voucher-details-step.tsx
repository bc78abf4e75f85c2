import { valueVoucherCreateSchema } from '@inventario/shared/contracts/value-vouchers';
import { formatDate } from '@inventario/shared/format/date';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDateField } from '@/components/forms/form-date-field.tsx';
import { maxLengthOf } from '@/components/forms/text-limit.ts';
import { BookingFields, DetailsForm, NotesField, useBookingFacts, VoucherFacts } from '@/features/movements';
import { useAdministrations, useAggregations } from '@/features/reference-lists';
import type { VoucherDetailsValues } from '../model/voucher-details-form.ts';

export interface VoucherDetailsStepProps {
  form: UseFormReturn<VoucherDetailsValues>;
  formId: string;
  onSubmit: () => void;
  /** A later movement holds the voucher's assets: only the notes may change. */
  locked: boolean;
  /** What the voucher does, in a sentence (count, variations, values before and after). */
  summary: ReactNode;
}

/** The details step: the voucher's date, administration, aggregation and notes, under the totals of its lines. */
export function VoucherDetailsStep({ form, formId, onSubmit, locked, summary }: VoucherDetailsStepProps) {
  const { t } = useTranslation();
  const { control } = form;
  const administrations = useAdministrations();
  const aggregations = useAggregations();
  const values = form.getValues();
  const booking = useBookingFacts({
    administration: administrations.data?.find((a) => a.id === values.administrationId) ?? null,
    aggregation: aggregations.data?.find((a) => a.id === values.aggregationId) ?? null,
  });
  return (
    <DetailsForm formId={formId} onSubmit={onSubmit} summary={summary}>
      {locked ? (
        <Stack spacing={2}>
          <Alert severity="info">{t('valueVouchers.details.locked')}</Alert>
          <VoucherFacts
            facts={[{ label: t('valueVouchers.details.date'), value: formatDate(values.date) }, ...booking]}
          />
        </Stack>
      ) : (
        <>
          <FormDateField control={control} name="date" label={t('valueVouchers.details.date')} required />
          <BookingFields control={control} />
        </>
      )}
      <NotesField
        control={control}
        label={t('valueVouchers.details.notes')}
        maxLength={maxLengthOf(valueVoucherCreateSchema.shape.notes)}
      />
    </DetailsForm>
  );
}
