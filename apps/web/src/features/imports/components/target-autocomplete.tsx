import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** One of the school's entries an entry of the file may map onto. */
export interface TargetOption {
  id: number;
  label: string;
  /** What tells two entries of the same name apart (a fiscal code). */
  detail?: string;
  /** The group it is listed under (a subcategory's register). */
  group?: string;
}

/** The school's entry chosen, by id, with the label to show while the options load. */
export interface ChosenTarget {
  id: number;
  label: string;
}

export interface TargetAutocompleteProps {
  label: string;
  options: readonly TargetOption[];
  value: ChosenTarget | null;
  onChange: (target: ChosenTarget | null) => void;
  loading?: boolean;
  disabled?: boolean;
  /** Why it cannot be saved: shown under the field, in red. */
  error?: string;
  helperText?: string;
}

/** The school's entries, typed to search: lists of a school are too long for a plain select. */
export function TargetAutocomplete(props: TargetAutocompleteProps) {
  const { t } = useTranslation();
  const known = props.value ? props.options.find((option) => option.id === props.value?.id) : undefined;
  // The chosen entry shows by its label even before the options come (or when they lack it).
  const chosen = known ?? (props.value ? { id: props.value.id, label: props.value.label } : null);
  const options = chosen && !known ? [chosen, ...props.options] : props.options;
  return (
    <Autocomplete<TargetOption>
      options={options}
      value={chosen}
      loading={props.loading ?? false}
      disabled={props.disabled ?? false}
      loadingText={t('imports.mapping.dialog.loadingTargets')}
      noOptionsText={t('imports.mapping.dialog.noTargets')}
      groupBy={options.some((option) => option.group) ? (option) => option.group ?? '' : undefined}
      getOptionLabel={(option) => option.label}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      onChange={(_event, option) => props.onChange(option ? { id: option.id, label: option.label } : null)}
      renderOption={({ key, ...optionProps }, option) => (
        <Box component="li" key={key} {...optionProps}>
          <Box>
            <Typography variant="body2">{option.label}</Typography>
            {option.detail ? (
              <Typography variant="caption" color="text.secondary">
                {option.detail}
              </Typography>
            ) : null}
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={props.label}
          required
          error={Boolean(props.error)}
          helperText={props.error ?? props.helperText}
        />
      )}
    />
  );
}
