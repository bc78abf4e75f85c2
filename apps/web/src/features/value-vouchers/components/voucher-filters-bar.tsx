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
import { useVoucherTypes } from '../api/list-voucher-types.ts';
import {
  EMPTY_VOUCHER_FILTERS,
  type VoucherFilterValues,
  voucherFiltersSchema,
} from '../model/voucher-filters.ts';
import { VOUCHER_KINDS } from '../model/voucher-kind.ts';

export interface VoucherFiltersBarProps {
  onSearch: (values: VoucherFilterValues) => void;
}

/**
 * The value voucher list's filters (spec 02 §2): kind, financial year, date range (both ends, spec 02
 * §5), reason and text; applied on Search, cleared on Reset.
 */
export function VoucherFiltersBar({ onSearch }: VoucherFiltersBarProps) {
  const { t } = useTranslation();
  const years = useYearNumbers();
  const types = useVoucherTypes();
  const form = useForm<VoucherFilterValues>({
    resolver: zodResolver(voucherFiltersSchema),
    defaultValues: EMPTY_VOUCHER_FILTERS,
  });
  const { control } = form;
  const reset = () => {
    form.reset(EMPTY_VOUCHER_FILTERS);
    onSearch(EMPTY_VOUCHER_FILTERS);
  };
  const kindOptions = [
    { value: 'all', label: t('valueVouchers.filters.allKinds') },
    ...VOUCHER_KINDS.map((kind) => ({ value: kind, label: t(`valueVouchers.kinds.${kind}`) })),
  ];
  return (
    <Stack
      component="form"
      role="search"
      aria-label={t('valueVouchers.filters.label')}
      noValidate
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: { sm: 'flex-start' } }}
      onSubmit={(event) => void form.handleSubmit(onSearch)(event)}
    >
      <FormSelectField
        control={control}
        name="kind"
        size="small"
        label={t('valueVouchers.filters.kind')}
        options={kindOptions}
        sx={{ width: { sm: 150 } }}
      />
      <FormSelectField
        control={control}
        name="year"
        size="small"
        label={t('valueVouchers.filters.year')}
        options={(years.data ?? []).map((year) => ({ value: year, label: String(year) }))}
        noneLabel={t('valueVouchers.filters.anyYear')}
        sx={{ width: { sm: 130 } }}
      />
      <FilterDateField control={control} name="fromDate" label={t('valueVouchers.filters.fromDate')} />
      <FilterDateField control={control} name="toDate" label={t('valueVouchers.filters.toDate')} />
      <FormSelectField
        control={control}
        name="voucherType"
        size="small"
        label={t('valueVouchers.filters.voucherType')}
        options={(types.data ?? []).map((type) => ({ value: type.code, label: type.description }))}
        noneLabel={t('valueVouchers.filters.anyVoucherType')}
        sx={{ width: { sm: 260 } }}
      />
      <FormTextField
        control={control}
        name="text"
        size="small"
        type="search"
        label={t('valueVouchers.filters.text')}
        sx={{ width: { sm: 220 } }}
      />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="outlined" startIcon={<SearchIcon />}>
          {t('common.actions.search')}
        </Button>
        <Button onClick={reset}>{t('valueVouchers.filters.reset')}</Button>
      </Stack>
    </Stack>
  );
}
