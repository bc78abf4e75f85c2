import SearchIcon from '@mui/icons-material/Search';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { documentStatusChip, STATUS_FILTER_OPTIONS } from '../model/document-status.ts';

export interface DocumentFilters {
  text: string;
  /** A processing status, or 0 for all. */
  status: number;
}

export const EMPTY_DOCUMENT_FILTERS: DocumentFilters = { text: '', status: 0 };

/** The documents search: text on the document type or the printed register, and a status; applied on Search. */
export function DocumentFiltersBar({ onSearch }: { onSearch: (filters: DocumentFilters) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(EMPTY_DOCUMENT_FILTERS);
  return (
    <Stack
      component="form"
      role="search"
      aria-label={t('documents.filters.label')}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: { sm: 'center' } }}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch({ ...draft, text: draft.text.trim() });
      }}
    >
      <TextField
        size="small"
        type="search"
        label={t('documents.filters.text')}
        value={draft.text}
        onChange={(event) => setDraft({ ...draft, text: event.target.value })}
        sx={{ width: { sm: 360 } }}
      />
      <TextField
        select
        size="small"
        label={t('documents.filters.status')}
        value={draft.status}
        onChange={(event) => setDraft({ ...draft, status: Number(event.target.value) })}
        sx={{ width: { sm: 200 } }}
      >
        <MenuItem value={0}>{t('documents.filters.anyStatus')}</MenuItem>
        {STATUS_FILTER_OPTIONS.map((status) => (
          <MenuItem key={status} value={status}>
            {t(`documents.status.${documentStatusChip(status).key}`)}
          </MenuItem>
        ))}
      </TextField>
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

/** The search body of the filters (only what is set). */
export function toDocumentSearch(filters: DocumentFilters) {
  return {
    ...(filters.text ? { text: filters.text } : {}),
    ...(filters.status ? { processingStatus: filters.status } : {}),
  };
}
