import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useFieldErrorText } from './use-field-error-text.ts';

export interface SelectOption {
  value: number | string;
  label: string;
}

export type FormSelectFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'select'
> & {
  control: Control<T>;
  name: FieldPath<T>;
  options: readonly SelectOption[];
  /** The label of the "nothing chosen" entry, stored as null; without it a choice is required. */
  noneLabel?: string;
};

const NONE = '';

/** A MUI select bound to react-hook-form; option values keep their type (numbers stay numbers). */
export function FormSelectField<T extends FieldValues>({
  control,
  name,
  options,
  noneLabel,
  helperText,
  ...rest
}: FormSelectFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const errorText = useFieldErrorText()(fieldState.error?.message);
  const toValue = (text: string) => {
    if (text === NONE) return null;
    return options.find((option) => String(option.value) === text)?.value ?? null;
  };
  return (
    <TextField
      {...rest}
      select
      name={field.name}
      inputRef={field.ref}
      value={field.value === null || field.value === undefined ? NONE : String(field.value)}
      onChange={(event) => field.onChange(toValue(event.target.value))}
      onBlur={field.onBlur}
      error={Boolean(fieldState.error)}
      helperText={errorText ?? helperText}
    >
      {noneLabel === undefined ? null : (
        <MenuItem value={NONE}>
          <em>{noneLabel}</em>
        </MenuItem>
      )}
      {options.map((option) => (
        <MenuItem key={option.value} value={String(option.value)}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
