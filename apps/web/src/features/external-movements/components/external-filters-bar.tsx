import { zodResolver } from '@hookform/resolvers/zod';
import { externalSources } from '@inventario/shared/contracts/external-movements';
import { EXTERNAL_STATUS } from '@inventario/shared/domain/movements/external-selection';
import type { ParseKeys } from 'i18next';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FiltersForm } from '@/components/forms/filters-form.tsx';
import { FormSelectField } from '@/components/forms/form-select-field.tsx';
import { FormTextField } from '@/components/forms/form-text-field.tsx';
import { DateRangeFilter } from '@/features/movements';
import {
  EMPTY_EXTERNAL_FILTERS,
  type ExternalFilterValues,
  externalFiltersSchema,
} from '../model/external-filters.ts';

/**
 * The filters of the external movements (spec 02 §2): text, document date range (both ends), source,
 * warehouse status and which movements (waiting, charged, all); applied on Search, cleared on Reset.
 */
export function ExternalFiltersBar({ onSearch }: { onSearch: (values: ExternalFilterValues) => void }) {
  const { t } = useTranslation();
  const form = useForm<ExternalFilterValues>({
    resolver: zodResolver(externalFiltersSchema),
    defaultValues: EMPTY_EXTERNAL_FILTERS,
  });
  const { control } = form;
  const reset = () => {
    form.reset(EMPTY_EXTERNAL_FILTERS);
    onSearch(EMPTY_EXTERNAL_FILTERS);
  };
  return (
    <FiltersForm
      label={t('externalMovements.filters.label')}
      onSubmit={(event) => void form.handleSubmit(onSearch)(event)}
      resetLabel={t('externalMovements.filters.reset')}
      onReset={reset}
    >
      <FormTextField
        control={control}
        name="text"
        size="small"
        type="search"
        label={t('externalMovements.filters.text')}
        sx={{ width: { sm: 240 } }}
      />
      <DateRangeFilter
        control={control}
        fromLabel={t('externalMovements.filters.fromDate')}
        toLabel={t('externalMovements.filters.toDate')}
      />
      <FormSelectField
        control={control}
        name="source"
        size="small"
        label={t('externalMovements.filters.source')}
        noneLabel={t('externalMovements.filters.anySource')}
        options={externalSources.map((source) => ({
          value: source,
          label: t(`externalMovements.sources.${source}` as ParseKeys),
        }))}
        sx={{ width: { sm: 150 } }}
      />
      <FormSelectField
        control={control}
        name="status"
        size="small"
        label={t('externalMovements.filters.status')}
        noneLabel={t('externalMovements.filters.anyStatus')}
        options={[
          { value: EXTERNAL_STATUS.toComplete, label: t('externalMovements.status.toComplete') },
          { value: EXTERNAL_STATUS.completed, label: t('externalMovements.status.completed') },
        ]}
        sx={{ width: { sm: 160 } }}
      />
      <FormSelectField
        control={control}
        name="state"
        size="small"
        label={t('externalMovements.filters.state')}
        options={(['waiting', 'charged', 'all'] as const).map((state) => ({
          value: state,
          label: t(`externalMovements.states.${state}`),
        }))}
        sx={{ width: { sm: 140 } }}
      />
    </FiltersForm>
  );
}
