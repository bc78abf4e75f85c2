import type { AdjustmentKind } from '@inventario/shared/domain/renewal/adjustments';
import {
  centsToEuros,
  formatCents,
  formatSignedEuros,
  tidyAmountText,
} from '@inventario/shared/format/currency';
import Alert from '@mui/material/Alert';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type UseFormReturn, useController, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/forms/form-text-field.tsx';
import { useFieldErrorText } from '@/components/forms/use-field-error-text.ts';
import { SiteLocationFields, SubcategoryAutocomplete } from '@/features/assets';
import { useAllSubcategories, useSites } from '@/features/reference-lists';
import {
  type AdjustmentFormValues,
  adjustmentPreview,
  DESCRIPTION_MAX,
  REASON_MAX,
} from '../model/adjustment-form.ts';
import { AdjustmentAssetPicker } from './adjustment-asset-picker.tsx';

type AdjustmentForm = UseFormReturn<AdjustmentFormValues>;

/** An amount in euros, typed as the forms type them ("1.234,56") and tidied when the box is left. */
const AMOUNT_SLOTS = {
  htmlInput: { inputMode: 'decimal' },
  input: { endAdornment: <InputAdornment position="end">€</InputAdornment> },
} as const;

/** A found good (rinvenuto), charged by the adjustment: what it is, where it is, what it is worth. */
export function NewGoodFields({ form }: { form: AdjustmentForm }) {
  const { t } = useTranslation();
  const { control, setValue } = form;
  const subcategories = useAllSubcategories();
  const sites = useSites();
  const fieldErrorText = useFieldErrorText();
  const subcategory = useController({ control, name: 'subcategoryId' });
  const [siteId, locationId] = useWatch({ control, name: ['siteId', 'locationId'] });
  const subcategoryError = fieldErrorText(subcategory.fieldState.error?.message);
  const locationError = fieldErrorText(form.formState.errors.locationId?.message);
  return (
    <>
      {subcategories.isError || sites.isError ? (
        <Alert severity="warning">{t('renewalAdjustments.form.listsFailed')}</Alert>
      ) : null}
      <FormTextField
        control={control}
        name="description"
        label={t('renewalAdjustments.form.description')}
        required
        maxLength={DESCRIPTION_MAX}
      />
      <SubcategoryAutocomplete
        subcategories={subcategories.data ?? []}
        loading={subcategories.isPending}
        value={subcategory.field.value}
        onChange={subcategory.field.onChange}
        onBlur={subcategory.field.onBlur}
        inputRef={subcategory.field.ref}
        label={t('renewalAdjustments.form.subcategory')}
        required
        error={Boolean(subcategoryError)}
        helperText={subcategoryError}
      />
      <SiteLocationFields
        siteId={siteId}
        locationId={locationId}
        sites={sites.data ?? []}
        onChange={(place) => {
          setValue('siteId', place.siteId);
          setValue('locationId', place.locationId, { shouldDirty: true });
        }}
        siteLabel={t('renewalAdjustments.form.site')}
        locationLabel={t('renewalAdjustments.form.location')}
        locationError={locationError}
      />
      <FormTextField
        control={control}
        name="value"
        label={t('renewalAdjustments.form.value')}
        helperText={t('renewalAdjustments.form.valueHelp')}
        required
        tidy={tidyAmountText}
        slotProps={AMOUNT_SLOTS}
        sx={{ width: { xs: '100%', sm: 260 } }}
      />
    </>
  );
}

/**
 * A good of the registers (missing, unusable, erroneous, estimated again): the good, and for an
 * estimate its new value.
 */
export function HeldGoodFields({
  form,
  kind,
  adjustedIds,
}: {
  form: AdjustmentForm;
  kind: AdjustmentKind;
  adjustedIds: ReadonlySet<number>;
}) {
  const { t } = useTranslation();
  const asset = useController({ control: form.control, name: 'asset' });
  const errorText = useFieldErrorText()(asset.fieldState.error?.message);
  return (
    <>
      <AdjustmentAssetPicker
        value={asset.field.value}
        onChange={(chosen) => {
          asset.field.onChange(chosen);
          // The new value typed is checked against the actual value of the good now chosen.
          if (form.getFieldState('newValue').isTouched || form.formState.isSubmitted)
            void form.trigger('newValue');
        }}
        onBlur={asset.field.onBlur}
        inputRef={asset.field.ref}
        adjustedIds={adjustedIds}
        errorText={errorText}
      />
      {kind === 'estimateUp' || kind === 'estimateDown' ? (
        <FormTextField
          control={form.control}
          name="newValue"
          label={t('renewalAdjustments.form.newValue')}
          helperText={t(`renewalAdjustments.form.newValueHelp.${kind}`)}
          required
          tidy={tidyAmountText}
          slotProps={AMOUNT_SLOTS}
          sx={{ width: { xs: '100%', sm: 260 } }}
        />
      ) : null}
    </>
  );
}

/** What the adjustment does to the good's value, as the user types it. */
export function AdjustmentPreviewLine({ form }: { form: AdjustmentForm }) {
  const { t } = useTranslation();
  const values = useWatch({ control: form.control }) as AdjustmentFormValues;
  const preview = adjustmentPreview(values);
  return (
    <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ minHeight: '1.5em' }}>
      {preview
        ? t('renewalAdjustments.form.preview', {
            actual: formatCents(preview.actualCents),
            after: formatCents(preview.newCents),
            variation: formatSignedEuros(centsToEuros(preview.variationCents)),
          })
        : null}
    </Typography>
  );
}

/** What every kind takes: the presumed realisation value (optional) and the reason. */
export function CommonFields({ form }: { form: AdjustmentForm }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <FormTextField
        control={form.control}
        name="presumedValue"
        label={t('renewalAdjustments.form.presumedValue')}
        helperText={t('renewalAdjustments.form.presumedValueHelp')}
        tidy={tidyAmountText}
        slotProps={AMOUNT_SLOTS}
        sx={{ width: { xs: '100%', sm: 360 } }}
      />
      <FormTextField
        control={form.control}
        name="reason"
        label={t('renewalAdjustments.form.reason')}
        helperText={t('renewalAdjustments.form.reasonHelp')}
        required
        multiline
        minRows={2}
        maxLength={REASON_MAX}
      />
    </Stack>
  );
}
