import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FilterDateField } from '@/components/forms/filter-date-field.tsx';
import { FormSelectField } from '@/components/forms/form-select-field.tsx';
import { FormSwitch } from '@/components/forms/form-switch.tsx';
import { FormTextField } from '@/components/forms/form-text-field.tsx';
import { useYearNumbers } from '@/features/reference-lists';
import type { GoodsFilterValues } from '../model/goods-filters.ts';

// The movement lists' filter forms name these fields alike: their value types say so, and the casts
// below only tell TypeScript, which cannot see a field's name through a generic form.

/** The financial year filter: the school's years, or any. */
export function YearFilter<V extends FieldValues & { year: number | null }>(props: {
  control: Control<V>;
  label: string;
  anyLabel: string;
}) {
  const years = useYearNumbers();
  return (
    <FormSelectField
      control={props.control}
      name={'year' as FieldPath<V>}
      size="small"
      label={props.label}
      options={(years.data ?? []).map((year) => ({ value: year, label: String(year) }))}
      noneLabel={props.anyLabel}
      sx={{ width: { sm: 130 } }}
    />
  );
}

/** A date range filter, `fromDate` to `toDate` (both ends or none, `checkDateRange`). */
export function DateRangeFilter<
  V extends FieldValues & { fromDate: string | null; toDate: string | null },
>(props: { control: Control<V>; fromLabel: string; toLabel: string }) {
  return (
    <>
      <FilterDateField control={props.control} name={'fromDate' as FieldPath<V>} label={props.fromLabel} />
      <FilterDateField control={props.control} name={'toDate' as FieldPath<V>} label={props.toLabel} />
    </>
  );
}

/** The free text filter, searched in the movement's texts. */
export function TextFilter<V extends FieldValues & { text: string }>(props: {
  control: Control<V>;
  label: string;
}) {
  return (
    <FormTextField
      control={props.control}
      name={'text' as FieldPath<V>}
      size="small"
      type="search"
      label={props.label}
      sx={{ width: { sm: 220 } }}
    />
  );
}

/** A voucher number (or progressive) filter: a positive whole number, `wholeNumberFilter`. */
export function NumberFilter<V extends FieldValues>(props: {
  control: Control<V>;
  name: FieldPath<V>;
  label: string;
  width: number;
}) {
  return (
    <FormTextField
      control={props.control}
      name={props.name}
      size="small"
      label={props.label}
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      sx={{ width: { sm: props.width } }}
    />
  );
}

/** The typology of the goods a voucher holds (spec 02 §1): inventory, durable, or any. */
export function TypologyFilter<V extends FieldValues & Pick<GoodsFilterValues, 'typology'>>(props: {
  control: Control<V>;
}) {
  const { t } = useTranslation();
  return (
    <FormSelectField
      control={props.control}
      name={'typology' as FieldPath<V>}
      size="small"
      label={t('movements.filters.typology')}
      options={[
        { value: 'inventory', label: t('movements.filters.typologies.inventory') },
        { value: 'durable', label: t('movements.filters.typologies.durable') },
      ]}
      noneLabel={t('movements.filters.anyTypology')}
      sx={{ width: { sm: 170 } }}
    />
  );
}

/** Only the vouchers that still hold available assets (charged, in no proposal, not discharged). */
export function AvailableAssetsFilter<
  V extends FieldValues & Pick<GoodsFilterValues, 'availableAssets'>,
>(props: { control: Control<V> }) {
  const { t } = useTranslation();
  return (
    <FormSwitch
      control={props.control}
      name={'availableAssets' as FieldPath<V>}
      label={t('movements.filters.availableAssets')}
    />
  );
}
