import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { withLengthCounter } from './length-counter.tsx';
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
  /**
   * The contract's longest text (`maxLengthOf`): the box takes no more, and a counter beside the
   * helper text shows how much is used.
   */
  maxLength?: number;
  /** How the text is written back when the box is left (an amount cut and grouped: `tidyAmountText`). */
  tidy?: (text: string) => string;
};

/**
 * A MUI TextField bound to react-hook-form: shows the field's message (schema `rules.*` keys and
 * server issues, translated) in place of the helper text while the field is invalid, and the length
 * used against the contract's limit.
 */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  toValue,
  fromValue,
  helperText,
  maxLength,
  tidy,
  slotProps,
  ...rest
}: FormTextFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const errorText = useFieldErrorText()(fieldState.error?.message);
  const text = fromValue ? fromValue(field.value) : String(field.value ?? '');
  return (
    <TextField
      {...rest}
      name={field.name}
      inputRef={field.ref}
      value={text}
      onChange={(event) => field.onChange(toValue ? toValue(event.target.value) : event.target.value)}
      onBlur={() => {
        const tidied = tidy ? tidy(text) : text;
        if (tidied !== text) field.onChange(toValue ? toValue(tidied) : tidied);
        field.onBlur();
      }}
      error={Boolean(fieldState.error)}
      helperText={withLengthCounter(errorText ?? helperText, text.length, maxLength)}
      slotProps={
        maxLength === undefined
          ? slotProps
          : { ...slotProps, htmlInput: { ...(slotProps?.htmlInput as object), maxLength } }
      }
    />
  );
}

/** For optional text fields: an empty box is stored as null, as the contracts expect. */
export const emptyAsNull = (text: string): string | null => (text.trim() === '' ? null : text);

/** For whole-number fields (`type="number"`): an empty or unreadable box is NaN, which the schema refuses. */
export const textToNumber = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));
export const numberToText = (value: unknown): string =>
  typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
