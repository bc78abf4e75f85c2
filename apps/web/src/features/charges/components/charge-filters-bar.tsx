import { zodResolver } from '@hookform/resolvers/zod';
import type { Creditor } from '@inventario/shared/contracts/parties';
import TextField from '@mui/material/TextField';
import { type UseFormReturn, useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ClearChoiceAdornment } from '@/components/forms/clear-choice-adornment.tsx';
import { FilterDateField } from '@/components/forms/filter-date-field.tsx';
import { FiltersForm } from '@/components/forms/filters-form.tsx';
import { useSelectionRequest } from '@/components/selection/use-selection-request.ts';
import {
  AvailableAssetsFilter,
  DateRangeFilter,
  NumberFilter,
  TextFilter,
  TypologyFilter,
  YearFilter,
} from '@/features/movements';
import { CreditorSearchDialog } from '@/features/parties';
import {
  type ChargeFilterValues,
  chargeFiltersSchema,
  EMPTY_CHARGE_FILTERS,
} from '../model/charge-filters.ts';

export interface ChargeFiltersBarProps {
  onSearch: (values: ChargeFilterValues) => void;
}

/** The supplier filter: chosen with the creditor search, cleared with ×. */
function SupplierFilter({
  form,
  onSearch,
}: {
  form: UseFormReturn<ChargeFilterValues>;
  onSearch: () => void;
}) {
  const { t } = useTranslation();
  const { field } = useController({ control: form.control, name: 'creditor' });
  return (
    <TextField
      size="small"
      label={t('charges.filters.creditor')}
      value={field.value?.description ?? ''}
      onClick={onSearch}
      slotProps={{
        input: {
          readOnly: true,
          endAdornment: field.value ? (
            <ClearChoiceAdornment
              label={t('charges.details.clearCreditor')}
              onClear={() => field.onChange(null)}
            />
          ) : undefined,
        },
      }}
      sx={{ width: { sm: 260 } }}
    />
  );
}

/**
 * The charge list's filters (spec 02 §2): voucher number, date, date range (both ends, spec 02 §5),
 * supplier, financial year, text, the goods' typology and whether the charge still holds available
 * assets; applied on Search, cleared on Reset.
 */
export function ChargeFiltersBar({ onSearch }: ChargeFiltersBarProps) {
  const { t } = useTranslation();
  const form = useForm<ChargeFilterValues>({
    resolver: zodResolver(chargeFiltersSchema),
    defaultValues: EMPTY_CHARGE_FILTERS,
  });
  const { control } = form;
  const creditor = useSelectionRequest<Creditor>();
  const searchCreditor = async () => {
    const [chosen] = (await creditor.request()) ?? [];
    if (chosen) form.setValue('creditor', { id: chosen.id, description: chosen.description });
  };
  const reset = () => {
    form.reset(EMPTY_CHARGE_FILTERS);
    onSearch(EMPTY_CHARGE_FILTERS);
  };
  return (
    <>
      <FiltersForm
        label={t('charges.filters.label')}
        onSubmit={(event) => void form.handleSubmit(onSearch)(event)}
        resetLabel={t('charges.filters.reset')}
        onReset={reset}
      >
        <NumberFilter control={control} name="number" label={t('charges.filters.number')} width={110} />
        <YearFilter
          control={control}
          label={t('charges.filters.year')}
          anyLabel={t('charges.filters.anyYear')}
        />
        <FilterDateField control={control} name="date" label={t('charges.filters.date')} />
        <DateRangeFilter
          control={control}
          fromLabel={t('charges.filters.fromDate')}
          toLabel={t('charges.filters.toDate')}
        />
        <SupplierFilter form={form} onSearch={() => void searchCreditor()} />
        <TextFilter control={control} label={t('charges.filters.text')} />
        <TypologyFilter control={control} />
        <AvailableAssetsFilter control={control} />
      </FiltersForm>
      <CreditorSearchDialog {...creditor.dialogProps} />
    </>
  );
}
