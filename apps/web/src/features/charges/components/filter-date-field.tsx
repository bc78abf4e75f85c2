import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { type Control, type FieldPath, useController } from 'react-hook-form';
import { useFieldErrorText } from '@/components/forms/use-field-error-text.ts';
import type { ChargeFilterValues } from '../model/charge-filters.ts';

const ISO = 'YYYY-MM-DD';

export interface FilterDateFieldProps {
  control: Control<ChargeFilterValues>;
  name: Extract<FieldPath<ChargeFilterValues>, 'date' | 'fromDate' | 'toDate'>;
  label: string;
}

/**
 * A compact date of the filter bar (DD/MM/YYYY on screen, ISO stored), as small as the other filters;
 * the forms' `FormDateField` is sized for a dialog.
 */
export function FilterDateField({ control, name, label }: FilterDateFieldProps) {
  const { field, fieldState } = useController({ control, name });
  const message = useFieldErrorText()(fieldState.error?.message);
  const value: Dayjs | null = field.value ? dayjs(field.value, ISO) : null;
  return (
    <DatePicker
      label={label}
      value={value}
      onChange={(date) =>
        field.onChange(date === null ? null : date.isValid() ? date.format(ISO) : 'invalid')
      }
      format="DD/MM/YYYY"
      inputRef={field.ref}
      slotProps={{
        textField: {
          name: field.name,
          size: 'small',
          onBlur: field.onBlur,
          error: Boolean(fieldState.error),
          helperText: message,
          sx: { width: { xs: '100%', sm: 175 } },
        },
        field: { clearable: true },
      }}
    />
  );
}
