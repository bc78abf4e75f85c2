import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs, { type Dayjs } from 'dayjs';

export interface OptionalDateFieldProps {
  label: string;
  /** ISO date, null when empty, 'invalid' while typed incompletely. */
  value: string | null;
  onChange: (value: string | null) => void;
  helperText?: string;
  error?: boolean;
}

const ISO = 'YYYY-MM-DD';

/** A date typed or picked as DD/MM/YYYY, stored as ISO; needs `DatePickersProvider`. */
export function OptionalDateField(props: OptionalDateFieldProps) {
  const value: Dayjs | null = props.value && props.value !== 'invalid' ? dayjs(props.value, ISO) : null;
  return (
    <DatePicker
      label={props.label}
      value={value}
      format="DD/MM/YYYY"
      onChange={(date) =>
        props.onChange(date === null ? null : date.isValid() ? date.format(ISO) : 'invalid')
      }
      slotProps={{
        textField: {
          helperText: props.helperText,
          error: props.error ?? false,
          sx: { width: { xs: '100%', sm: 320 } },
        },
        field: { clearable: true },
      }}
    />
  );
}
