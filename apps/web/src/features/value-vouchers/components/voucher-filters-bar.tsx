import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FiltersForm } from '@/components/forms/filters-form.tsx';
import { FormSelectField } from '@/components/forms/form-select-field.tsx';
import { DateRangeFilter, TextFilter, YearFilter } from '@/features/movements';
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
    <FiltersForm
      label={t('valueVouchers.filters.label')}
      onSubmit={(event) => void form.handleSubmit(onSearch)(event)}
      resetLabel={t('valueVouchers.filters.reset')}
      onReset={reset}
    >
      <FormSelectField
        control={control}
        name="kind"
        size="small"
        label={t('valueVouchers.filters.kind')}
        options={kindOptions}
        sx={{ width: { sm: 150 } }}
      />
      <YearFilter
        control={control}
        label={t('valueVouchers.filters.year')}
        anyLabel={t('valueVouchers.filters.anyYear')}
      />
      <DateRangeFilter
        control={control}
        fromLabel={t('valueVouchers.filters.fromDate')}
        toLabel={t('valueVouchers.filters.toDate')}
      />
      <FormSelectField
        control={control}
        name="voucherType"
        size="small"
        label={t('valueVouchers.filters.voucherType')}
        options={(types.data ?? []).map((type) => ({ value: type.code, label: type.description }))}
        noneLabel={t('valueVouchers.filters.anyVoucherType')}
        sx={{ width: { sm: 260 } }}
      />
      <TextFilter control={control} label={t('valueVouchers.filters.text')} />
    </FiltersForm>
  );
}
