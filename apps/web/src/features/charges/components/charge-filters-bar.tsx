import { zodResolver } from '@hookform/resolvers/zod';
import type { Creditor } from '@inventario/shared/contracts/parties';
import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { type UseFormReturn, useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FilterDateField } from '@/components/forms/filter-date-field.tsx';
import { FormSelectField } from '@/components/forms/form-select-field.tsx';
import { FormTextField } from '@/components/forms/form-text-field.tsx';
import { CreditorSearchDialog } from '@/components/selection/creditor-search-dialog.tsx';
import { useSelectionRequest } from '@/components/selection/use-selection-request.ts';
import { useYearNumbers } from '@/features/financial-years/api/list-year-numbers.ts';
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
            <InputAdornment position="end">
              <Tooltip title={t('charges.details.clearCreditor')}>
                <IconButton
                  size="small"
                  aria-label={t('charges.details.clearCreditor')}
                  onClick={(event) => {
                    event.stopPropagation();
                    field.onChange(null);
                  }}
                >
                  <ClearIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            </InputAdornment>
          ) : undefined,
        },
      }}
      sx={{ width: { sm: 260 } }}
    />
  );
}

/**
 * The charge list's filters (spec 02 §2): voucher number, date, date range (both ends, spec 02 §5),
 * supplier, financial year and text; applied on Search, cleared on Reset.
 */
export function ChargeFiltersBar({ onSearch }: ChargeFiltersBarProps) {
  const { t } = useTranslation();
  const years = useYearNumbers();
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
  const submit = form.handleSubmit(onSearch);
  return (
    <>
      <Stack
        component="form"
        role="search"
        aria-label={t('charges.filters.label')}
        noValidate
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: { sm: 'flex-start' } }}
        onSubmit={(event) => {
          // The creditor search is a portal whose own form's submit still bubbles here through React.
          if (event.target === event.currentTarget) void submit(event);
          else event.preventDefault();
        }}
      >
        <FormTextField
          control={control}
          name="number"
          size="small"
          label={t('charges.filters.number')}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          sx={{ width: { sm: 110 } }}
        />
        <FormSelectField
          control={control}
          name="year"
          size="small"
          label={t('charges.filters.year')}
          options={(years.data ?? []).map((year) => ({ value: year, label: String(year) }))}
          noneLabel={t('charges.filters.anyYear')}
          sx={{ width: { sm: 130 } }}
        />
        <FilterDateField control={control} name="date" label={t('charges.filters.date')} />
        <FilterDateField control={control} name="fromDate" label={t('charges.filters.fromDate')} />
        <FilterDateField control={control} name="toDate" label={t('charges.filters.toDate')} />
        <SupplierFilter form={form} onSearch={() => void searchCreditor()} />
        <FormTextField
          control={control}
          name="text"
          size="small"
          type="search"
          label={t('charges.filters.text')}
          sx={{ width: { sm: 220 } }}
        />
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="outlined" startIcon={<SearchIcon />}>
            {t('common.actions.search')}
          </Button>
          <Button onClick={reset}>{t('charges.filters.reset')}</Button>
        </Stack>
      </Stack>
      <CreditorSearchDialog {...creditor.dialogProps} />
    </>
  );
}
