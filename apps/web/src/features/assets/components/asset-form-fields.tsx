import type { Subcategory } from '@inventario/shared/contracts/catalogue';
import { tidyAmountText } from '@inventario/shared/format/currency';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useMemo } from 'react';
import { type UseFormReturn, useController, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDateField } from '@/components/forms/form-date-field.tsx';
import { FormSelectField } from '@/components/forms/form-select-field.tsx';
import { emptyAsNull, FormTextField } from '@/components/forms/form-text-field.tsx';
import { useFieldErrorText } from '@/components/forms/use-field-error-text.ts';
import { useSiteLocations } from '@/features/reference-lists';
import { categoryChoices, locationChoices, registerFields, subcategoriesOf } from '../model/asset-choices.ts';
import {
  type AssetFormLists,
  type AssetFormValues,
  type AssetTextField,
  priceClass,
  textMaxLength,
} from '../model/asset-form.ts';
import { SubcategoryAutocomplete } from './subcategory-autocomplete.tsx';

export interface AssetFormFieldsProps {
  form: UseFormReturn<AssetFormValues>;
  lists: AssetFormLists;
  /**
   * The legal content (category, subcategory, price) is shown but fixed: the asset is charged, or a
   * later movement holds the charge's assets.
   */
  legalLocked: boolean;
}

function Row({ children }: { children: ReactNode }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
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

/** The subcategory, typed to search; choosing one from another category moves the category with it. */
function SubcategoryField({
  form,
  offered,
  disabled,
}: {
  form: UseFormReturn<AssetFormValues>;
  offered: readonly Subcategory[];
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control: form.control, name: 'subcategoryId' });
  const errorText = useFieldErrorText()(fieldState.error?.message);
  const chosen = offered.find((subcategory) => subcategory.id === field.value);
  return (
    <SubcategoryAutocomplete
      subcategories={offered}
      value={field.value}
      onChange={(id) => {
        const category = offered.find((subcategory) => subcategory.id === id)?.category.id;
        if (category !== undefined && category !== form.getValues('categoryId'))
          form.setValue('categoryId', category);
        field.onChange(id);
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      label={t('assets.fields.subcategory')}
      required
      disabled={disabled}
      error={Boolean(fieldState.error)}
      helperText={
        errorText ??
        (chosen ? t('assets.form.register', { register: chosen.register.description }) : undefined)
      }
    />
  );
}

/**
 * Every field of an asset (spec 02 §3), grouped: what it is, what it cost, where it is, how to
 * recognise it. The vehicle fields (chassis, plate) and the book fields (editor, author) show for a
 * subcategory of their register, or once filled.
 */
export function AssetFormFields({ form, lists, legalLocked }: AssetFormFieldsProps) {
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
  const locations = useSiteLocations(siteId).data;
  const categories = useMemo(() => categoryChoices(lists.subcategories), [lists.subcategories]);
  const offered = useMemo(
    () => subcategoriesOf(lists.subcategories, categoryId),
    [lists.subcategories, categoryId],
  );
  const places = useMemo(() => locationChoices(locations ?? [], locationId), [locations, locationId]);
  useClearOrphan(form, 'subcategoryId', categoryId === null ? undefined : offered);
  useClearOrphan(form, 'locationId', siteId === null ? [] : locations ? places : undefined);

  const chosen = lists.subcategories.find((subcategory) => subcategory.id === subcategoryId);
  const show = registerFields(chosen?.register.kind);
  const [chassis, licensePlate, editor, author] = filled;
  const kind = priceClass(price);
  const text = (name: AssetTextField) => (
    <FormTextField
      control={control}
      name={name}
      label={t(`assets.fields.${name}`)}
      toValue={emptyAsNull}
      maxLength={textMaxLength(name)}
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
        maxLength={textMaxLength('description')}
      />
      <Row>
        <FormSelectField
          control={control}
          name="categoryId"
          label={t('assets.fields.category')}
          options={categories.map((category) => ({ value: category.id, label: category.label }))}
          disabled={legalLocked}
          sx={{ flex: 1 }}
        />
        <SubcategoryField form={form} offered={offered} disabled={legalLocked} />
      </Row>
      <Row>
        <FormTextField
          control={control}
          name="price"
          label={t('assets.fields.historicalPrice')}
          required
          disabled={legalLocked}
          helperText={kind ? t(`assets.form.priceClass.${kind}`) : t('assets.form.priceHint')}
          tidy={tidyAmountText}
          slotProps={{
            htmlInput: { inputMode: 'decimal' },
            input: { endAdornment: <InputAdornment position="end">€</InputAdornment> },
          }}
          sx={{ flex: 1 }}
        />
        <FormDateField control={control} name="purchaseDate" label={t('assets.fields.purchaseDate')} />
      </Row>
      <Typography variant="subtitle2" color="text.secondary">
        {t('assets.form.placement')}
      </Typography>
      <Row>
        <FormSelectField
          control={control}
          name="siteId"
          label={t('assets.fields.site')}
          options={lists.sites.map((site) => ({ value: site.id, label: `${site.code} ${site.description}` }))}
          noneLabel={t('assets.form.noSite')}
          sx={{ flex: 1 }}
        />
        <FormSelectField
          control={control}
          name="locationId"
          label={t('assets.fields.location')}
          options={places.map((location) => ({
            value: location.id,
            label: `${location.code} ${location.description}${location.active ? '' : ` (${t('assets.form.inactiveLocation')})`}`,
          }))}
          noneLabel={t('assets.form.noLocation')}
          helperText={siteId === null ? t('assets.form.chooseSiteFirst') : undefined}
          disabled={siteId === null}
          sx={{ flex: 1 }}
        />
      </Row>
      <Typography variant="subtitle2" color="text.secondary">
        {t('assets.form.identification')}
      </Typography>
      <Row>
        {text('originalInventoryNumber')}
        <FormTextField
          control={control}
          name="originalPrice"
          label={t('assets.fields.originalPrice')}
          helperText={t('assets.form.originalPriceHint')}
          slotProps={{
            htmlInput: { inputMode: 'decimal' },
            input: { endAdornment: <InputAdornment position="end">€</InputAdornment> },
          }}
          sx={{ flex: 1 }}
        />
      </Row>
      <Row>
        {text('barcode')}
        {text('serialNumber')}
        {text('brand')}
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
        label={t('assets.fields.notes')}
        toValue={emptyAsNull}
        multiline
        minRows={2}
        maxLength={textMaxLength('notes')}
      />
    </>
  );
}
