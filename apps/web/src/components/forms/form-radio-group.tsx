import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';

export interface RadioOption {
  value: string;
  label: string;
}

export interface FormRadioGroupProps<T extends FieldValues> {
  control: Control<T>;
  /** A field holding one of the options' values. */
  name: FieldPath<T>;
  label: string;
  options: readonly RadioOption[];
  row?: boolean;
}

/** A labelled group of radio buttons bound to a text field of react-hook-form. */
export function FormRadioGroup<T extends FieldValues>({
  control,
  name,
  label,
  options,
  row = true,
}: FormRadioGroupProps<T>) {
  const labelId = useId();
  const { field } = useController({ control, name });
  return (
    <FormControl>
      <FormLabel id={labelId}>{label}</FormLabel>
      <RadioGroup
        row={row}
        aria-labelledby={labelId}
        name={field.name}
        value={field.value}
        onChange={(event) => field.onChange(event.target.value)}
      >
        {options.map((option) => (
          <FormControlLabel
            key={option.value}
            value={option.value}
            control={<Radio size="small" />}
            label={option.label}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
