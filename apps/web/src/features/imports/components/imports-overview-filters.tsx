import { zodResolver } from '@hookform/resolvers/zod';
import { importStates } from '@inventario/shared/contracts/imports';
import { importTypes } from '@inventario/shared/domain/imports/import-format';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FilterDateField } from '@/components/forms/filter-date-field.tsx';
import { FiltersForm } from '@/components/forms/filters-form.tsx';
import { FormSelectField } from '@/components/forms/form-select-field.tsx';
import { FormTextField } from '@/components/forms/form-text-field.tsx';
import { importTypeName } from '../model/import-types.ts';
import {
  EMPTY_OVERVIEW_FILTERS,
  type OverviewFilterValues,
  overviewFiltersSchema,
} from '../model/imports-overview-filters.ts';

/**
 * The filters of every school's imports: the school (its code, or part of its code or name), the
 * state, the type and the upload dates (both ends); applied on Search, cleared on Reset.
 */
export function ImportsOverviewFilters({ onSearch }: { onSearch: (values: OverviewFilterValues) => void }) {
  const { t } = useTranslation();
  const form = useForm<OverviewFilterValues>({
    resolver: zodResolver(overviewFiltersSchema),
    defaultValues: EMPTY_OVERVIEW_FILTERS,
  });
  const { control } = form;
  const reset = () => {
    form.reset(EMPTY_OVERVIEW_FILTERS);
    onSearch(EMPTY_OVERVIEW_FILTERS);
  };
  return (
    <FiltersForm
      label={t('imports.overview.filters.label')}
      onSubmit={(event) => void form.handleSubmit(onSearch)(event)}
      resetLabel={t('imports.overview.filters.reset')}
      onReset={reset}
    >
      <FormTextField
        control={control}
        name="school"
        size="small"
        type="search"
        label={t('imports.overview.filters.school')}
        sx={{ width: { sm: 240 } }}
      />
      <FormSelectField
        control={control}
        name="state"
        size="small"
        label={t('imports.overview.filters.state')}
        noneLabel={t('imports.overview.filters.anyState')}
        options={importStates.map((state) => ({
          value: state,
          label: t(`imports.overview.states.${state}`),
        }))}
        sx={{ width: { sm: 170 } }}
      />
      <FormSelectField
        control={control}
        name="type"
        size="small"
        label={t('imports.overview.filters.type')}
        noneLabel={t('imports.overview.filters.anyType')}
        options={importTypes.map((type) => ({
          value: type,
          label: t(`imports.overview.types.${importTypeName(type)}`),
        }))}
        sx={{ width: { sm: 210 } }}
      />
      <FilterDateField control={control} name="fromDate" label={t('imports.overview.filters.fromDate')} />
      <FilterDateField control={control} name="toDate" label={t('imports.overview.filters.toDate')} />
    </FiltersForm>
  );
}
