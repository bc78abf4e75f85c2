import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

export interface FilterOption {
  value: string;
  label: string;
}

export interface FilterSelectProps {
  label: string;
  /** '' for "all". */
  value: string;
  allLabel: string;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
  width: number;
  disabled?: boolean;
}

/** A small select of the filter bar, applied at once; its first entry means "no filter". */
export function FilterSelect(props: FilterSelectProps) {
  return (
    <TextField
      select
      size="small"
      label={props.label}
      value={props.value}
      disabled={props.disabled ?? false}
      onChange={(event) => props.onChange(event.target.value)}
      sx={{ width: { sm: props.width } }}
    >
      <MenuItem value="">
        <em>{props.allLabel}</em>
      </MenuItem>
      {props.options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** '' ↔ null for id filters. */
export const idText = (id: number | null): string => (id === null ? '' : String(id));
export const textId = (text: string): number | null => (text === '' ? null : Number(text));
