import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useFieldErrorText } from './use-field-error-text.ts';

export type FormTextFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error'
> & {
  control: Control<T>;
  name: FieldPath<T>;
  /** How the typed text is stored (for example '' → null for optional fields). */
  toValue?: (text: string) => unknown;
  /** How the stored value is shown (default: as it is, null as empty). */
  fromValue?: (value: unknown) => string;
};

/**
 * A MUI TextField bound to react-hook-form: shows the field's message (schema `rules.*` keys and
 * server issues, translated) in place of the helper text while the field is invalid.
 */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  toValue,
  fromValue,
  helperText,
  ...rest
}: FormTextFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const errorText = useFieldErrorText()(fieldState.error?.message);
  return (
    <TextField
      {...rest}
      name={field.name}
      inputRef={field.ref}
      value={fromValue ? fromValue(field.value) : (field.value ?? '')}
      onChange={(event) => field.onChange(toValue ? toValue(event.target.value) : event.target.value)}
      onBlur={field.onBlur}
      error={Boolean(fieldState.error)}
      helperText={errorText ?? helperText}
    />
  );
}

/** For optional text fields: an empty box is stored as null, as the contracts expect. */
export const emptyAsNull = (text: string): string | null => (text.trim() === '' ? null : text);

/** For whole-number fields (`type="number"`): an empty or unreadable box is NaN, which the schema refuses. */
export const textToNumber = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));
export const numberToText = (value: unknown): string =>
  typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
