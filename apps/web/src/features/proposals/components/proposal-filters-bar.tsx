import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FiltersForm } from '@/components/forms/filters-form.tsx';
import { FormSelectField } from '@/components/forms/form-select-field.tsx';
import { DateRangeFilter, NumberFilter, TextFilter, YearFilter } from '@/features/movements';
import { useProposalStatuses } from '../api/proposal-lists.ts';
import {
  EMPTY_PROPOSAL_FILTERS,
  type ProposalFilterValues,
  proposalFiltersSchema,
} from '../model/proposal-filters.ts';
import { proposalStatusText } from './proposal-status-chip.tsx';

export interface ProposalFiltersBarProps {
  onSearch: (values: ProposalFilterValues) => void;
}

/**
 * The proposal list's filters (spec 02 §2): financial year, date range (both ends, spec 02 §5),
 * status, progressive and text; applied on Search, cleared on Reset.
 */
export function ProposalFiltersBar({ onSearch }: ProposalFiltersBarProps) {
  const { t } = useTranslation();
  const statuses = useProposalStatuses();
  const form = useForm<ProposalFilterValues>({
    resolver: zodResolver(proposalFiltersSchema),
    defaultValues: EMPTY_PROPOSAL_FILTERS,
  });
  const { control } = form;
  const reset = () => {
    form.reset(EMPTY_PROPOSAL_FILTERS);
    onSearch(EMPTY_PROPOSAL_FILTERS);
  };
  return (
    <FiltersForm
      label={t('proposals.filters.label')}
      onSubmit={(event) => void form.handleSubmit(onSearch)(event)}
      resetLabel={t('proposals.filters.reset')}
      onReset={reset}
    >
      <YearFilter
        control={control}
        label={t('proposals.filters.year')}
        anyLabel={t('proposals.filters.anyYear')}
      />
      <DateRangeFilter
        control={control}
        fromLabel={t('proposals.filters.fromDate')}
        toLabel={t('proposals.filters.toDate')}
      />
      <FormSelectField
        control={control}
        name="status"
        size="small"
        label={t('proposals.filters.status')}
        options={(statuses.data ?? []).map((status) => ({
          value: status.code,
          label: proposalStatusText(t, status.code, status.description),
        }))}
        noneLabel={t('proposals.filters.anyStatus')}
        sx={{ width: { sm: 170 } }}
      />
      <NumberFilter
        control={control}
        name="progressive"
        label={t('proposals.filters.progressive')}
        width={120}
      />
      <TextFilter control={control} label={t('proposals.filters.text')} />
    </FiltersForm>
  );
}
