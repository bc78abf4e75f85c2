import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useFieldErrorText } from './use-field-error-text.ts';

export interface FormSwitchProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  helperText?: string;
}

/** A labelled MUI Switch bound to a boolean field of react-hook-form, with its message below. */
export function FormSwitch<T extends FieldValues>({ control, name, label, helperText }: FormSwitchProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const message = useFieldErrorText()(fieldState.error?.message) ?? helperText;
  return (
    <FormControl error={Boolean(fieldState.error)}>
      <FormControlLabel
        label={label}
        control={
          <Switch
            name={field.name}
            slotProps={{ input: { ref: field.ref } }}
            checked={Boolean(field.value)}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
          />
        }
      />
      {message ? <FormHelperText>{message}</FormHelperText> : null}
    </FormControl>
  );
}
