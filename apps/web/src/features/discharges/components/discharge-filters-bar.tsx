import { zodResolver } from '@hookform/resolvers/zod';
import SearchIcon from '@mui/icons-material/Search';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FilterDateField } from '@/components/forms/filter-date-field.tsx';
import { FormSelectField } from '@/components/forms/form-select-field.tsx';
import { FormTextField } from '@/components/forms/form-text-field.tsx';
import { useYearNumbers } from '@/features/financial-years/api/list-year-numbers.ts';
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
  const years = useYearNumbers();
  const form = useForm<DischargeFilterValues>({
    resolver: zodResolver(dischargeFiltersSchema),
    defaultValues: EMPTY_DISCHARGE_FILTERS,
  });
  const { control } = form;
  const reset = () => {
    form.reset(EMPTY_DISCHARGE_FILTERS);
    onSearch(EMPTY_DISCHARGE_FILTERS);
  };
  const submit = form.handleSubmit(onSearch);
  return (
    <Stack
      component="form"
      role="search"
      aria-label={t('discharges.filters.label')}
      noValidate
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: { sm: 'flex-start' } }}
      onSubmit={(event) => {
        // The debtor search is a portal whose own form's submit still bubbles here through React.
        if (event.target === event.currentTarget) void submit(event);
        else event.preventDefault();
      }}
    >
      <FormTextField
        control={control}
        name="number"
        size="small"
        label={t('discharges.filters.number')}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        sx={{ width: { sm: 110 } }}
      />
      <FormSelectField
        control={control}
        name="year"
        size="small"
        label={t('discharges.filters.year')}
        options={(years.data ?? []).map((year) => ({ value: year, label: String(year) }))}
        noneLabel={t('discharges.filters.anyYear')}
        sx={{ width: { sm: 130 } }}
      />
      <FilterDateField control={control} name="fromDate" label={t('discharges.filters.fromDate')} />
      <FilterDateField control={control} name="toDate" label={t('discharges.filters.toDate')} />
      <DebtorField control={control} name="debtor" label={t('discharges.filters.debtor')} compact />
      <FormTextField
        control={control}
        name="text"
        size="small"
        type="search"
        label={t('discharges.filters.text')}
        sx={{ width: { sm: 220 } }}
      />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="outlined" startIcon={<SearchIcon />}>
          {t('common.actions.search')}
        </Button>
        <Button onClick={reset}>{t('discharges.filters.reset')}</Button>
      </Stack>
    </Stack>
  );
}
