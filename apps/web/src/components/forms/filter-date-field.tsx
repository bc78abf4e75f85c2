import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { useRef } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useFieldErrorText } from '@/components/forms/use-field-error-text.ts';

const ISO = 'YYYY-MM-DD';

/** ISO, or 'invalid' while incomplete (a year still being typed, `0002`, included: it would come back as 1902). */
function toStored(date: Dayjs | null): string | null {
  if (date === null) return null;
  return date.isValid() && date.year() >= 1000 ? date.format(ISO) : 'invalid';
}

export interface FilterDateFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
}

/**
 * A compact date of the filter bar (DD/MM/YYYY on screen, ISO stored), as small as the other filters;
 * the forms' `FormDateField` is sized for a dialog. Every list's filter bar uses it.
 */
export function FilterDateField<T extends FieldValues>({ control, name, label }: FilterDateFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const message = useFieldErrorText()(fieldState.error?.message);
  // The picker keeps the sections typed so far only while it gets back the value it gave.
  const picked = useRef<{ date: Dayjs; stored: string | null } | null>(null);
  const value: Dayjs | null =
    picked.current && picked.current.stored === field.value
      ? picked.current.date
      : field.value
        ? dayjs(field.value as string, ISO)
        : null;
  return (
    <DatePicker
      label={label}
      value={value}
      onChange={(date) => {
        const stored = toStored(date);
        picked.current = date ? { date, stored } : null;
        field.onChange(stored);
      }}
      format="DD/MM/YYYY"
      inputRef={field.ref}
      slotProps={{
        textField: {
          name: field.name,
          size: 'small',
          onBlur: field.onBlur,
          error: Boolean(fieldState.error),
          helperText: message,
          sx: { width: { xs: '100%', sm: 195 } },
        },
        field: { clearable: true },
      }}
    />
  );
}
