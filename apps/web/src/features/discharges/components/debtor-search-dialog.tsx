import type { Debtor } from '@inventario/shared/contracts/parties';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PartySearchActions } from '@/components/selection/party-search-actions.tsx';
import {
  SelectionBody,
  SelectionDialogFrame,
  type SelectionDialogProps,
} from '@/components/selection/selection-dialog.tsx';
import { DebtorDialog } from '@/features/parties/components/debtor-dialog.tsx';
import { useErrorText } from '@/shell/errors/use-error-text.ts';
import { DEBTOR_SEARCH_SIZE, useDebtorSearch } from '../api/search-debtors.ts';

/** A debtor's place and identifier, which tell two of the same name apart. */
function debtorDetails(debtor: Debtor): string {
  return [debtor.city, debtor.vatNumber ?? debtor.fiscalCode].filter(Boolean).join(' · ');
}

function DebtorResults({ text, onChoose }: { text: string; onChoose: (debtor: Debtor) => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const search = useDebtorSearch(text);
  if (search.isError) return <Alert severity="error">{errorText(search.error)}</Alert>;
  if (!search.data) return <CircularProgress aria-label={t('common.loading')} sx={{ alignSelf: 'center' }} />;
  const { debtors, total } = search.data;
  if (debtors.length === 0) return <Alert severity="info">{t('discharges.debtorSearch.noResults')}</Alert>;
  return (
    <Stack spacing={1}>
      {total > DEBTOR_SEARCH_SIZE ? (
        <Typography variant="body2" color="text.secondary">
          {t('discharges.debtorSearch.tooMany', { count: DEBTOR_SEARCH_SIZE, total })}
        </Typography>
      ) : null}
      <List
        dense
        aria-label={t('discharges.debtorSearch.results')}
        sx={{ maxHeight: '45vh', overflow: 'auto' }}
      >
        {debtors.map((debtor) => (
          <ListItemButton
            key={debtor.id}
            onClick={() => onChoose(debtor)}
            aria-label={t('discharges.debtorSearch.choose', { name: debtor.description })}
          >
            <ListItemText primary={debtor.description} secondary={debtorDetails(debtor) || undefined} />
          </ListItemButton>
        ))}
      </List>
    </Stack>
  );
}

function DebtorSearch({ onCancel, onConfirm }: Omit<SelectionDialogProps<Debtor>, 'open'>) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [text, setText] = useState('');
  return (
    <>
      <SelectionBody
        filters={
          <Stack
            component="form"
            role="search"
            direction="row"
            spacing={2}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              // Submits of the debtor dialog opened from here bubble through React: not ours.
              if (event.target === event.currentTarget) setText(draft.trim());
            }}
          >
            <TextField
              size="small"
              type="search"
              autoFocus
              label={t('discharges.debtorSearch.term')}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              sx={{ flex: 1 }}
            />
            <Button type="submit" variant="outlined" startIcon={<SearchIcon />}>
              {t('common.actions.search')}
            </Button>
          </Stack>
        }
        grid={<DebtorResults text={text} onChoose={(debtor) => onConfirm([debtor])} />}
      />
      <PartySearchActions
        addLabel={t('parties.debtors.actions.add')}
        onCancel={onCancel}
        renderAdd={(close) => (
          <DebtorDialog debtor={undefined} onClose={close} onSaved={(saved) => onConfirm([saved])} />
        )}
      />
    </>
  );
}

/**
 * The destination of a discharge: the school's debtors (all of them, or those matching a text), one
 * chosen, or a new debtor created on the spot. Works with `useSelectionRequest<Debtor>()`.
 */
export function DebtorSearchDialog({ open, onCancel, onConfirm }: SelectionDialogProps<Debtor>) {
  const { t } = useTranslation();
  return (
    <SelectionDialogFrame
      open={open}
      title={t('discharges.debtorSearch.title')}
      onCancel={onCancel}
      maxWidth="sm"
    >
      {open ? <DebtorSearch onCancel={onCancel} onConfirm={onConfirm} /> : null}
    </SelectionDialogFrame>
  );
}
