import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { useRef } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useFieldErrorText } from './use-field-error-text.ts';

export interface FormDateFieldProps<T extends FieldValues> {
  control: Control<T>;
  /** A field holding an ISO date (`YYYY-MM-DD`) or null. */
  name: FieldPath<T>;
  label: string;
  helperText?: string;
  disableFuture?: boolean;
  /** The form cannot be saved without it: the label carries the asterisk, as every required field's. */
  required?: boolean;
}

const ISO = 'YYYY-MM-DD';
const MIN_YEAR = 1000;

/** A date typed or picked as DD/MM/YYYY and stored as `YYYY-MM-DD` (DESIGN §7); needs `DatePickersProvider`. */
export function FormDateField<T extends FieldValues>(props: FormDateFieldProps<T>) {
  const { field, fieldState } = useController({ control: props.control, name: props.name });
  const message = useFieldErrorText()(fieldState.error?.message);
  // The picker keeps the sections typed so far only while it gets back the value it gave: a date
  // re-read from the form would differ (`0002` while the year is typed reads back as 1902) and reset them.
  const picked = useRef<{ date: Dayjs; stored: string } | null>(null);
  const value: Dayjs | null =
    picked.current && picked.current.stored === field.value
      ? picked.current.date
      : field.value
        ? dayjs(field.value as string, ISO)
        : null;
  const store = (date: Dayjs | null) => {
    if (date === null) {
      picked.current = null;
      field.onChange(null);
      return;
    }
    // An incomplete date is kept as an invalid marker, so the schema says "not valid" rather than dropping it.
    const stored = date.isValid() && date.year() >= MIN_YEAR ? date.format(ISO) : 'invalid';
    picked.current = { date, stored };
    field.onChange(stored);
  };
  return (
    <DatePicker
      label={props.label}
      value={value}
      onChange={store}
      format="DD/MM/YYYY"
      disableFuture={props.disableFuture}
      inputRef={field.ref}
      slotProps={{
        textField: {
          name: field.name,
          required: props.required ?? false,
          onBlur: field.onBlur,
          error: Boolean(fieldState.error),
          helperText: message ?? props.helperText,
          // A date needs no more room than this.
          sx: { width: { xs: '100%', sm: 320 } },
        },
        field: { clearable: true },
      }}
    />
  );
}
