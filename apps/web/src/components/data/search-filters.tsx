import SearchIcon from '@mui/icons-material/Search';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface SearchFilterField<K extends string> {
  name: K;
  label: string;
  /** Width on wide screens (px); the fields stack on phones. */
  width?: number;
}

export interface SearchFiltersProps<K extends string> {
  fields: readonly SearchFilterField<K>[];
  /** Called with every field's text when Search is pressed (or Enter): the list applies them then. */
  onSearch: (values: Record<K, string>) => void;
  /** The texts the fields open with (a link's filter), already applied by the list. */
  initialValues?: Partial<Record<K, string>>;
}

function blankValues<K extends string>(fields: readonly SearchFilterField<K>[]): Record<K, string> {
  return Object.fromEntries(fields.map((field) => [field.name, ''])) as Record<K, string>;
}

/** Filter texts with a Search button: the list reloads when asked, not at every key. */
export function SearchFilters<K extends string>({ fields, onSearch, initialValues }: SearchFiltersProps<K>) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(() => ({ ...blankValues(fields), ...initialValues }));
  return (
    <Stack
      component="form"
      role="search"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: { sm: 'center' } }}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(draft);
      }}
    >
      {fields.map((field) => (
        <TextField
          key={field.name}
          size="small"
          type="search"
          label={field.label}
          value={draft[field.name]}
          onChange={(event) => setDraft({ ...draft, [field.name]: event.target.value })}
          sx={{ width: { sm: field.width ?? 220 } }}
        />
      ))}
      <Button
        type="submit"
        variant="outlined"
        startIcon={<SearchIcon />}
        sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
      >
        {t('common.actions.search')}
      </Button>
    </Stack>
  );
}

/** Whether any filter text is set (to tell "no rows" from "no matches"). */
export function hasFilterText(values: Readonly<Record<string, string | undefined>>): boolean {
  return Object.values(values).some((value) => Boolean(value?.trim()));
}
