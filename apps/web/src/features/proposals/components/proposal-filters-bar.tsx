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
  const years = useYearNumbers();
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
  const submit = form.handleSubmit(onSearch);
  return (
    <Stack
      component="form"
      role="search"
      aria-label={t('proposals.filters.label')}
      noValidate
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: { sm: 'flex-start' } }}
      onSubmit={(event) => void submit(event)}
    >
      <FormSelectField
        control={control}
        name="year"
        size="small"
        label={t('proposals.filters.year')}
        options={(years.data ?? []).map((year) => ({ value: year, label: String(year) }))}
        noneLabel={t('proposals.filters.anyYear')}
        sx={{ width: { sm: 130 } }}
      />
      <FilterDateField control={control} name="fromDate" label={t('proposals.filters.fromDate')} />
      <FilterDateField control={control} name="toDate" label={t('proposals.filters.toDate')} />
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
      <FormTextField
        control={control}
        name="progressive"
        size="small"
        label={t('proposals.filters.progressive')}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        sx={{ width: { sm: 120 } }}
      />
      <FormTextField
        control={control}
        name="text"
        size="small"
        type="search"
        label={t('proposals.filters.text')}
        sx={{ width: { sm: 220 } }}
      />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="outlined" startIcon={<SearchIcon />}>
          {t('common.actions.search')}
        </Button>
        <Button onClick={reset}>{t('proposals.filters.reset')}</Button>
      </Stack>
    </Stack>
  );
}
