import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FiltersForm } from '@/components/forms/filters-form.tsx';
import { DateRangeFilter, NumberFilter, TextFilter, TypologyFilter, YearFilter } from '@/features/movements';
import {
  type DischargeFilterValues,
  dischargeFiltersSchema,
  EMPTY_DISCHARGE_FILTERS,
} from '../model/discharge-filters.ts';
import { DebtorField } from './debtor-field.tsx';

export interface DischargeFiltersBarProps {
  onSearch: (values: DischargeFilterValues) => void;
}

/**
 * The discharge list's filters (spec 02 §2): voucher number, financial year, date range (both ends,
 * spec 02 §5), destination and text (causal, destination, protocol, notes); applied on Search,
 * cleared on Reset.
 */
export function DischargeFiltersBar({ onSearch }: DischargeFiltersBarProps) {
  const { t } = useTranslation();
  const form = useForm<DischargeFilterValues>({
    resolver: zodResolver(dischargeFiltersSchema),
    defaultValues: EMPTY_DISCHARGE_FILTERS,
  });
  const { control } = form;
  const reset = () => {
    form.reset(EMPTY_DISCHARGE_FILTERS);
    onSearch(EMPTY_DISCHARGE_FILTERS);
  };
  return (
    <FiltersForm
      label={t('discharges.filters.label')}
      onSubmit={(event) => void form.handleSubmit(onSearch)(event)}
      resetLabel={t('discharges.filters.reset')}
      onReset={reset}
    >
      <NumberFilter control={control} name="number" label={t('discharges.filters.number')} width={110} />
      <YearFilter
        control={control}
        label={t('discharges.filters.year')}
        anyLabel={t('discharges.filters.anyYear')}
      />
      <DateRangeFilter
        control={control}
        fromLabel={t('discharges.filters.fromDate')}
        toLabel={t('discharges.filters.toDate')}
      />
      <DebtorField control={control} name="debtor" label={t('discharges.filters.debtor')} compact />
      <TextFilter control={control} label={t('discharges.filters.text')} />
      <TypologyFilter control={control} />
    </FiltersForm>
  );
}
