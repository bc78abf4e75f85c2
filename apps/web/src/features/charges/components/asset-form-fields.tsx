import type { Location } from '@inventario/shared/contracts/placement';
import { classify } from '@inventario/shared/domain/assets/threshold';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useMemo } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDateField } from '@/components/forms/form-date-field.tsx';
import { FormSelectField } from '@/components/forms/form-select-field.tsx';
import { emptyAsNull, FormTextField } from '@/components/forms/form-text-field.tsx';
import { categoryChoices, locationChoices, registerFields, subcategoriesOf } from '../model/asset-choices.ts';
import { type AssetFormValues, priceCents } from '../model/asset-form.ts';
import type { Reference } from './asset-dialog.tsx';

export interface AssetFormFieldsProps {
  form: UseFormReturn<AssetFormValues>;
  reference: Reference;
  /** The chosen site's locations (loaded by the dialog); empty while none is chosen. */
  locations: readonly Location[];
  lockLegal: boolean;
}

type TextField =
  | 'originalInventoryNumber'
  | 'serialNumber'
  | 'brand'
  | 'chassis'
  | 'licensePlate'
  | 'editor'
  | 'author';
const MAX_LENGTH: Record<TextField, number> = {
  originalInventoryNumber: 50,
  serialNumber: 100,
  brand: 100,
  chassis: 100,
  licensePlate: 20,
  editor: 200,
  author: 200,
};

function Row({ children }: { children: ReactNode }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      {children}
    </Stack>
  );
}

/** Keeps a dependent choice (subcategory of a category, location of a site) consistent with its parent. */
function useClearOrphan(
  form: UseFormReturn<AssetFormValues>,
  field: 'subcategoryId' | 'locationId',
  allowed: readonly { id: number }[] | undefined,
) {
  const value = useWatch({ control: form.control, name: field });
  useEffect(() => {
    if (value !== null && allowed && !allowed.some((choice) => choice.id === value))
      form.setValue(field, null);
  }, [allowed, field, form, value]);
}

/** The asset dialog's fields, grouped: what it is, what it cost, where it is, how to recognise it. */
export function AssetFormFields({ form, reference, locations, lockLegal }: AssetFormFieldsProps) {
  const { t } = useTranslation();
  const { control } = form;
  const [categoryId, subcategoryId, siteId, locationId, price, ...filled] = useWatch({
    control,
    name: [
      'categoryId',
      'subcategoryId',
      'siteId',
      'locationId',
      'price',
      'chassis',
      'licensePlate',
      'editor',
      'author',
    ],
  });
  const categories = useMemo(() => categoryChoices(reference.subcategories), [reference.subcategories]);
  const subcategories = useMemo(
    () => subcategoriesOf(reference.subcategories, categoryId),
    [reference.subcategories, categoryId],
  );
  const places = useMemo(() => locationChoices(locations, locationId), [locations, locationId]);
  useClearOrphan(form, 'subcategoryId', categoryId === null ? undefined : subcategories);
  useClearOrphan(form, 'locationId', siteId === null ? [] : locations.length ? places : undefined);

  const chosen = reference.subcategories.find((s) => s.id === subcategoryId);
  const cents = priceCents(price);
  const show = registerFields(chosen?.register.kind);
  const [chassis, licensePlate, editor, author] = filled;
  const text = (name: TextField) => (
    <FormTextField
      control={control}
      name={name}
      label={t(`charges.assetFields.${name}`)}
      toValue={emptyAsNull}
      slotProps={{ htmlInput: { maxLength: MAX_LENGTH[name] } }}
      sx={{ flex: 1 }}
    />
  );

  return (
    <>
      <FormTextField
        control={control}
        name="description"
        label={t('charges.assetFields.description')}
        required
        autoFocus
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
      <Row>
        <FormSelectField
          control={control}
          name="categoryId"
          label={t('charges.assetFields.category')}
          options={categories.map((category) => ({ value: category.id, label: category.label }))}
          disabled={lockLegal}
          required
          sx={{ flex: 1 }}
        />
        <FormSelectField
          control={control}
          name="subcategoryId"
          label={t('charges.assetFields.subcategory')}
          options={subcategories.map((s) => ({ value: s.id, label: `${s.code} ${s.description}` }))}
          helperText={
            chosen
              ? t('charges.assetFields.register', { register: chosen.register.description })
              : t('charges.assetFields.subcategoryHelp')
          }
          disabled={lockLegal || categoryId === null}
          required
          sx={{ flex: 1 }}
        />
      </Row>
      <Row>
        <FormTextField
          control={control}
          name="price"
          label={t('charges.assetFields.historicalPrice')}
          required
          disabled={lockLegal}
          helperText={
            cents === null
              ? t('charges.assetFields.priceHelp')
              : t(`charges.assetFields.priceClass.${classify(cents)}`)
          }
          slotProps={{
            htmlInput: { inputMode: 'decimal' },
            input: { endAdornment: <InputAdornment position="end">€</InputAdornment> },
          }}
          sx={{ flex: 1 }}
        />
        <FormDateField control={control} name="purchaseDate" label={t('charges.assetFields.purchaseDate')} />
      </Row>
      <Typography variant="subtitle2" color="text.secondary">
        {t('charges.assetFields.placement')}
      </Typography>
      <Row>
        <FormSelectField
          control={control}
          name="siteId"
          label={t('charges.assetFields.site')}
          options={reference.sites.map((site) => ({
            value: site.id,
            label: `${site.code} ${site.description}`,
          }))}
          noneLabel={t('forms.none')}
          sx={{ flex: 1 }}
        />
        <FormSelectField
          control={control}
          name="locationId"
          label={t('charges.assetFields.location')}
          options={places.map((location) => ({
            value: location.id,
            label: `${location.code} ${location.description}`,
          }))}
          noneLabel={t('forms.none')}
          helperText={siteId === null ? t('charges.assetFields.locationHelp') : undefined}
          disabled={siteId === null}
          sx={{ flex: 1 }}
        />
      </Row>
      <Typography variant="subtitle2" color="text.secondary">
        {t('charges.assetFields.identification')}
      </Typography>
      <Row>
        {text('brand')}
        {text('serialNumber')}
        {text('originalInventoryNumber')}
      </Row>
      {show.vehicle || chassis || licensePlate ? (
        <Row>
          {text('chassis')}
          {text('licensePlate')}
        </Row>
      ) : null}
      {show.book || editor || author ? (
        <Row>
          {text('editor')}
          {text('author')}
        </Row>
      ) : null}
      <FormTextField
        control={control}
        name="notes"
        label={t('charges.assetFields.notes')}
        toValue={emptyAsNull}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
    </>
  );
}
