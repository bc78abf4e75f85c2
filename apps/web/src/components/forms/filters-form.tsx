import SearchIcon from '@mui/icons-material/Search';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface FiltersFormProps {
  /** The search region's name. */
  label: string;
  /** Applies the filters (the form's `handleSubmit`). */
  onSubmit: (event: FormEvent) => void;
  resetLabel: string;
  onReset: () => void;
  /** The filter fields. */
  children: ReactNode;
}

/**
 * A list's filter bar: its fields side by side (wrapping; stacked on a phone), then Search and Reset.
 * The filters apply on Search, not at every change.
 */
export function FiltersForm({ label, onSubmit, resetLabel, onReset, children }: FiltersFormProps) {
  const { t } = useTranslation();
  return (
    <Stack
      component="form"
      role="search"
      aria-label={label}
      noValidate
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: { sm: 'flex-start' } }}
      onSubmit={(event) => {
        // A search dialog opened from a field is a portal whose own form's submit still bubbles here through React.
        if (event.target === event.currentTarget) onSubmit(event);
        else event.preventDefault();
      }}
    >
      {children}
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="outlined" startIcon={<SearchIcon />}>
          {t('common.actions.search')}
        </Button>
        <Button onClick={onReset}>{resetLabel}</Button>
      </Stack>
    </Stack>
  );
}
