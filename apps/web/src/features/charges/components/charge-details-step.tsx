import { chargeCreateSchema } from '@inventario/shared/contracts/charges';
import { formatDate } from '@inventario/shared/format/date';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDateField } from '@/components/forms/form-date-field.tsx';
import { FormSelectField } from '@/components/forms/form-select-field.tsx';
import { emptyAsNull, FormTextField } from '@/components/forms/form-text-field.tsx';
import { textLimits } from '@/components/forms/text-limit.ts';
import {
  BookingFields,
  DetailsForm,
  DetailsRow,
  NotesField,
  useBookingFacts,
  VoucherFacts,
} from '@/features/movements';
import { FormCreditorField } from '@/features/parties';
import { useAdministrations, useAggregations } from '@/features/reference-lists';
import { useChargeCausals } from '../api/list-charge-causals.ts';
import type { ChargeDetailsValues } from '../model/charge-details-form.ts';

export interface ChargeDetailsStepProps {
  form: UseFormReturn<ChargeDetailsValues>;
  formId: string;
  onSubmit: () => void;
  /** A later movement holds the charge's assets: only the notes may change. */
  lockLegal: boolean;
  /** The voucher's lines in a sentence (count and totals). */
  summary: ReactNode;
}

/** The legal header of a voucher that can no longer change, as text. */
function LockedHeader({ values, causal }: { values: ChargeDetailsValues; causal: string }) {
  const { t } = useTranslation();
  const aggregations = useAggregations();
  const administrations = useAdministrations();
  const booking = useBookingFacts({
    administration: administrations.data?.find((a) => a.id === values.administrationId) ?? null,
    aggregation: aggregations.data?.find((a) => a.id === values.aggregationId) ?? null,
  });
  return (
    <Stack spacing={2}>
      <Alert severity="info">{t('charges.details.locked')}</Alert>
      <VoucherFacts
        facts={[
          { label: t('charges.details.date'), value: formatDate(values.date) },
          { label: t('charges.details.causal'), value: causal },
          { label: t('charges.details.creditor'), value: values.creditor?.description },
          { label: t('charges.details.documentType'), value: values.documentType },
          { label: t('charges.details.documentNumber'), value: values.documentNumber },
          { label: t('charges.details.documentDate'), value: formatDate(values.documentDate) },
          { label: t('charges.details.deliveryNumber'), value: values.deliveryNumber },
          { label: t('charges.details.deliveryDate'), value: formatDate(values.deliveryDate) },
          { label: t('charges.details.orderNumber'), value: values.orderNumber },
          { label: t('charges.details.orderDate'), value: formatDate(values.orderDate) },
          ...booking,
        ]}
      />
    </Stack>
  );
}

const CHARGE_LIMITS = textLimits(chargeCreateSchema);

/** The details step: date, causal, supplier, document, delivery and order references, notes. */
export function ChargeDetailsStep({ form, formId, onSubmit, lockLegal, summary }: ChargeDetailsStepProps) {
  const { t } = useTranslation();
  const { control } = form;
  const causals = useChargeCausals();
  const causalOptions = (causals.data ?? []).map((causal) => ({
    value: causal.code,
    label: causal.description,
  }));
  const text = (name: 'documentType' | 'documentNumber' | 'deliveryNumber' | 'orderNumber') => (
    <FormTextField
      control={control}
      name={name}
      label={t(`charges.details.${name}`)}
      toValue={emptyAsNull}
      maxLength={CHARGE_LIMITS[name]}
      sx={{ flex: 1 }}
    />
  );
  const values = form.getValues();
  const causal = causalOptions.find((option) => option.value === values.causal)?.label ?? values.causal ?? '';

  return (
    <DetailsForm formId={formId} onSubmit={onSubmit} summary={summary}>
      {lockLegal ? (
        <LockedHeader values={values} causal={causal} />
      ) : (
        <>
          <DetailsRow>
            <FormDateField control={control} name="date" label={t('charges.details.date')} required />
            <FormSelectField
              control={control}
              name="causal"
              label={t('charges.details.causal')}
              options={causalOptions}
              required
              sx={{ flex: 1, maxWidth: { md: 360 } }}
            />
          </DetailsRow>
          <FormCreditorField control={control} name="creditor" label={t('charges.details.creditor')} />
          <BookingFields control={control} />
          <Typography variant="subtitle2" color="text.secondary">
            {t('charges.details.document')}
          </Typography>
          <DetailsRow>
            {text('documentType')}
            {text('documentNumber')}
            <FormDateField control={control} name="documentDate" label={t('charges.details.documentDate')} />
          </DetailsRow>
          <Typography variant="subtitle2" color="text.secondary">
            {t('charges.details.deliveryAndOrder')}
          </Typography>
          <DetailsRow>
            {text('deliveryNumber')}
            <FormDateField
              control={control}
              name="deliveryDate"
              label={t('charges.details.deliveryDate')}
              helperText={t('charges.details.deliveryDateHelp')}
            />
          </DetailsRow>
          <DetailsRow>
            {text('orderNumber')}
            <FormDateField control={control} name="orderDate" label={t('charges.details.orderDate')} />
          </DetailsRow>
        </>
      )}
      <NotesField control={control} label={t('charges.details.notes')} maxLength={CHARGE_LIMITS.notes} />
    </DetailsForm>
  );
}
