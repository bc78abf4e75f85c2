import type { Subcategory } from '@inventario/shared/contracts/catalogue';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { Ref } from 'react';

export interface SubcategoryAutocompleteProps {
  subcategories: readonly Subcategory[];
  value: number | null;
  onChange: (id: number | null) => void;
  onBlur?: () => void;
  label: string;
  required?: boolean;
  disabled?: boolean;
  loading?: boolean;
  error?: boolean;
  helperText?: string;
  inputRef?: Ref<HTMLInputElement>;
  size?: 'small' | 'medium';
  width?: number;
}

/** "03.01 Personal computer": the category code comes along, since subcategory codes repeat. */
export function subcategoryLabel(
  subcategory: Pick<Subcategory, 'code' | 'description' | 'category'>,
): string {
  return `${subcategory.category.code}.${subcategory.code} ${subcategory.description}`;
}

/** A subcategory typed to search and grouped by register: schools have too many for a plain select. */
export function SubcategoryAutocomplete(props: SubcategoryAutocompleteProps) {
  const sorted = [...props.subcategories].sort(
    (a, b) =>
      a.register.description.localeCompare(b.register.description) ||
      subcategoryLabel(a).localeCompare(subcategoryLabel(b)),
  );
  const selected = sorted.find((subcategory) => subcategory.id === props.value) ?? null;
  return (
    <Autocomplete<Subcategory>
      options={sorted}
      value={selected}
      loading={props.loading ?? false}
      disabled={props.disabled ?? false}
      size={props.size ?? 'medium'}
      groupBy={(subcategory) => subcategory.register.description}
      getOptionLabel={subcategoryLabel}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      onChange={(_event, subcategory) => props.onChange(subcategory?.id ?? null)}
      onBlur={props.onBlur}
      sx={{ flex: props.width ? undefined : 1, width: props.width ? { sm: props.width } : undefined }}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={props.inputRef}
          label={props.label}
          required={props.required ?? false}
          error={props.error ?? false}
          helperText={props.helperText}
        />
      )}
    />
  );
}
