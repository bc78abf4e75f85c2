import type { Category } from '@inventario/shared/contracts/catalogue';
import { categoryCodeText } from '@inventario/shared/domain/catalogue/register-acronym';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useFieldErrorText } from '@/components/forms/use-field-error-text.ts';

export interface CategoryAutocompleteProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  /** Already grouped: registers in their legal order, codes in order within each. */
  categories: readonly Category[];
  loading?: boolean;
  autoFocus?: boolean;
}

/**
 * The category of a subcategory, typed to search and grouped by register: a school has dozens of
 * categories over seven registers, too many for a plain select.
 */
export function CategoryAutocomplete<T extends FieldValues>(props: CategoryAutocompleteProps<T>) {
  const { field, fieldState } = useController({ control: props.control, name: props.name });
  const errorText = useFieldErrorText()(fieldState.error?.message);
  const selected = props.categories.find((category) => category.id === field.value) ?? null;
  return (
    <Autocomplete<Category>
      options={props.categories}
      value={selected}
      loading={props.loading ?? false}
      groupBy={(category) => category.register.description}
      // Grouped by register, but the chosen one shows alone: its register's acronym tells the 01s apart.
      getOptionLabel={(category) =>
        `${categoryCodeText(category.register.kind, category.code)} – ${category.description}`
      }
      isOptionEqualToValue={(option, value) => option.id === value.id}
      onChange={(_event, category) => field.onChange(category?.id ?? null)}
      onBlur={field.onBlur}
      sx={{ flex: 1 }}
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          label={props.label}
          required
          autoFocus={props.autoFocus ?? false}
          error={Boolean(fieldState.error)}
          helperText={errorText}
        />
      )}
    />
  );
}
