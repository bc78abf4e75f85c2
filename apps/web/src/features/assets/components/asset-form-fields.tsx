import type { Subcategory } from '@inventario/shared/contracts/catalogue';
import type { Site } from '@inventario/shared/contracts/placement';
import Stack from '@mui/material/Stack';
import { type Control, useController, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDateField } from '@/components/forms/form-date-field.tsx';
import { emptyAsNull, FormTextField } from '@/components/forms/form-text-field.tsx';
import { useFieldErrorText } from '@/components/forms/use-field-error-text.ts';
import { type AssetFormScope, type AssetFormValues, priceClass } from '../model/asset-form.ts';
import { SiteLocationFields } from './site-location-fields.tsx';
import { SubcategoryAutocomplete } from './subcategory-autocomplete.tsx';

export interface AssetFormFieldsProps {
  control: Control<AssetFormValues>;
  scope: AssetFormScope;
  subcategories: readonly Subcategory[];
  sites: readonly Site[];
}

function SubcategoryField(props: AssetFormFieldsProps) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control: props.control, name: 'subcategoryId' });
  const errorText = useFieldErrorText()(fieldState.error?.message);
  return (
    <SubcategoryAutocomplete
      subcategories={props.subcategories}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      label={t('assets.fields.subcategory')}
      required
      disabled={props.scope !== 'full'}
      error={Boolean(fieldState.error)}
      helperText={errorText}
    />
  );
}

function PlaceFields({ control, sites }: Pick<AssetFormFieldsProps, 'control' | 'sites'>) {
  const { t } = useTranslation();
  const site = useController({ control, name: 'siteId' });
  const location = useController({ control, name: 'locationId' });
  const errorText = useFieldErrorText()(location.fieldState.error?.message);
  return (
    <SiteLocationFields
      sites={sites}
      siteId={site.field.value}
      locationId={location.field.value}
      onChange={(value) => {
        site.field.onChange(value.siteId);
        location.field.onChange(value.locationId);
      }}
      siteLabel={t('assets.fields.site')}
      locationLabel={t('assets.fields.location')}
      locationError={errorText}
    />
  );
}

/** The price, with the class it gives: the 200-euro threshold decides inventory or durable (spec 02 §5). */
function PriceField({ control, scope }: Pick<AssetFormFieldsProps, 'control' | 'scope'>) {
  const { t } = useTranslation();
  const price = useWatch({ control, name: 'price' });
  const kind = priceClass(price);
  return (
    <FormTextField
      control={control}
      name="price"
      label={t('assets.fields.historicalPrice')}
      required
      disabled={scope !== 'full'}
      helperText={kind ? t(`assets.form.priceClass.${kind}`) : t('assets.form.priceHint')}
      slotProps={{ htmlInput: { inputMode: 'decimal' }, input: { endAdornment: '€' } }}
      sx={{ width: { xs: '100%', sm: 320 } }}
    />
  );
}

/** Every field of an asset; price and subcategory read-only once it is charged. */
export function AssetFormFields(props: AssetFormFieldsProps) {
  const { t } = useTranslation();
  const { control } = props;
  const text = (name: keyof AssetFormValues, label: string, maxLength: number) => (
    <FormTextField
      control={control}
      name={name}
      label={label}
      toValue={emptyAsNull}
      slotProps={{ htmlInput: { maxLength } }}
      sx={{ flex: 1 }}
    />
  );
  return (
    <>
      <FormTextField
        control={control}
        name="description"
        label={t('assets.fields.description')}
        required
        autoFocus
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
      <SubcategoryField {...props} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <PriceField control={control} scope={props.scope} />
        <FormDateField control={control} name="purchaseDate" label={t('assets.fields.purchaseDate')} />
      </Stack>
      <PlaceFields control={control} sites={props.sites} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {text('originalInventoryNumber', t('assets.fields.originalInventoryNumber'), 50)}
        {text('serialNumber', t('assets.fields.serialNumber'), 100)}
        {text('brand', t('assets.fields.brand'), 100)}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {text('chassis', t('assets.fields.chassis'), 100)}
        {text('licensePlate', t('assets.fields.licensePlate'), 20)}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {text('editor', t('assets.fields.editor'), 200)}
        {text('author', t('assets.fields.author'), 200)}
      </Stack>
      <FormTextField
        control={control}
        name="notes"
        label={t('assets.fields.notes')}
        toValue={emptyAsNull}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
    </>
  );
}
