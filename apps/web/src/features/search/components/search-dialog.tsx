import { SEARCH_TEXT_MAX } from '@inventario/shared/contracts/search';
import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import Autocomplete, { type AutocompleteRenderGroupParams } from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import ListSubheader from '@mui/material/ListSubheader';
import type { PopperProps } from '@mui/material/Popper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type KeyboardEvent, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { searchable, useSearchEverything } from '../api/search-everything.ts';
import { type SearchOption, searchOptions } from '../model/search-options.ts';

/** The pause after typing before the search runs: short, the server answers in a few milliseconds. */
export const TYPING_PAUSE_MS = 150;

/** The text typed, once the user pauses. */
function usePaused(text: string): string {
  const [paused, setPaused] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setPaused(text), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return paused;
}

/**
 * The results' list stands in the dialog, under the box, rather than floating over the page: the
 * popper's own position (absolute, computed) gives way to the dialog's flow.
 */
function InlinePopper({ children, role, id }: PopperProps) {
  return (
    <div role={role} id={id} style={{ position: 'static', width: '100%' }}>
      {typeof children === 'function' ? null : children}
    </div>
  );
}

/** An empty paper: the list has its own frame in the dialog. */
function PlainPaper(props: React.HTMLAttributes<HTMLDivElement>) {
  return <Box {...props} sx={{ mt: 1 }} />;
}

export interface SearchDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The toolbar's search (issue 20 "One search"): a combobox whose grouped results (assets, movements,
 * universalities, creditors and debtors, sites, locations) the arrow keys walk (aria-activedescendant),
 * Enter opens the highlighted one, Esc closes. The text is searched once the user pauses.
 */
export default function SearchDialog({ open, onClose }: SearchDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const titleId = useId();
  const [typed, setTyped] = useState('');
  const paused = usePaused(typed);
  const found = useSearchEverything(paused);
  const text = typed.trim();
  const tooLong = text.length > SEARCH_TEXT_MAX;
  const options = useMemo(
    () => (found.data && searchable(text) ? searchOptions(found.data) : []),
    [found.data, text],
  );
  const waiting = searchable(text) && (paused !== typed || found.isFetching);

  const openOption = (option: SearchOption) => {
    onClose();
    void navigate(option.to);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement> & { defaultMuiPrevented?: boolean }) => {
    // The combobox would only close its list: Esc closes the whole search.
    if (event.key === 'Escape') {
      event.defaultMuiPrevented = true;
      event.stopPropagation();
      onClose();
    }
  };
  const emptyText = !text
    ? t('search.typeToSearch')
    : tooLong
      ? t('search.tooLong', { max: SEARCH_TEXT_MAX })
      : found.isError
        ? t('search.failed')
        : waiting
          ? t('search.searching')
          : t('search.noResults', { text });

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}
      slotProps={{ paper: { sx: { mt: { xs: 2, sm: 10 } } } }}
    >
      <DialogContent sx={{ pb: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', mb: 1.5 }}>
          <Typography id={titleId} variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {t('search.title')}
          </Typography>
          <IconButton onClick={onClose} aria-label={t('search.close')} edge="end">
            <CloseIcon />
          </IconButton>
        </Box>
        <Autocomplete<SearchOption, false, true, false>
          open
          autoHighlight
          disableClearable
          forcePopupIcon={false}
          disablePortal
          clearOnBlur={false}
          handleHomeEndKeys={false}
          options={options}
          value={null as unknown as SearchOption}
          inputValue={typed}
          onInputChange={(_event, value, reason) => {
            if (reason === 'input') setTyped(value);
          }}
          onChange={(_event, option) => {
            if (option) openOption(option);
          }}
          onKeyDown={onKeyDown}
          filterOptions={(all) => all}
          groupBy={(option) => option.group}
          getOptionLabel={(option) => option.code || option.primary}
          isOptionEqualToValue={(option, value) => option.key === value.key}
          noOptionsText={emptyText}
          loading={waiting && options.length === 0}
          loadingText={t('search.searching')}
          renderGroup={(params: AutocompleteRenderGroupParams) => (
            <li key={params.key} role="presentation">
              <ListSubheader component="div" role="presentation" sx={{ lineHeight: 2.5, fontWeight: 600 }}>
                {t(`search.groups.${params.group as SearchOption['group']}`)}
              </ListSubheader>
              <Box
                component="ul"
                role="group"
                aria-label={t(`search.groups.${params.group as SearchOption['group']}`)}
                sx={{ p: 0 }}
              >
                {params.children}
              </Box>
            </li>
          )}
          renderOption={({ key, ...props }, option) => (
            <Box component="li" key={key} {...props} sx={{ display: 'block !important', py: 0.75 }}>
              <Typography component="span" sx={{ display: 'block' }}>
                {option.code ? (
                  <Typography
                    component="span"
                    sx={{ fontWeight: 600, mr: 1, fontVariantNumeric: 'tabular-nums' }}
                  >
                    {option.code}
                  </Typography>
                ) : null}
                {option.primaryKind
                  ? t(`search.kinds.${option.primaryKind}` as 'search.title')
                  : option.primary}
              </Typography>
              {option.secondary.length > 0 ? (
                <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                  {option.secondary
                    .map((part) =>
                      part.kind
                        ? t(`search.kinds.${part.kind}` as 'search.title', { text: part.text ?? '' })
                        : (part.text ?? ''),
                    )
                    .join(' · ')}
                </Typography>
              ) : null}
            </Box>
          )}
          renderInput={(params) => (
            <TextField
              {...params}
              autoFocus
              label={t('search.label')}
              placeholder={t('search.placeholder')}
              helperText={t('search.keys')}
              slotProps={{
                ...params.slotProps,
                input: {
                  ...params.slotProps.input,
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchIcon />
                    </InputAdornment>
                  ),
                },
              }}
            />
          )}
          slots={{ popper: InlinePopper, paper: PlainPaper }}
          slotProps={{ listbox: { sx: { maxHeight: '60vh' } } }}
        />
      </DialogContent>
    </Dialog>
  );
}
