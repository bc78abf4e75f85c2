import type { Creditor } from '@inventario/shared/contracts/parties';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CreditorDialog } from '@/components/parties/creditor-dialog.tsx';
import { PartySearchActions } from '@/components/selection/party-search-actions.tsx';
import { CREDITOR_QUICK_SEARCH_LIMIT, useSearchCreditors } from '@/features/parties/api/search-creditors.ts';
import { useDialogs } from '@/shell/dialogs/dialogs-provider.tsx';
import { useErrorText } from '@/shell/errors/use-error-text.ts';
import { creditorIdentifier, searchTermProblem } from './creditor-search.ts';
import { SelectionBody, SelectionDialogFrame, type SelectionDialogProps } from './selection-dialog.tsx';

function CreditorResults({
  creditors,
  onChoose,
}: {
  creditors: readonly Creditor[];
  onChoose: (c: Creditor) => void;
}) {
  const { t } = useTranslation();
  if (creditors.length === 0) return <Alert severity="info">{t('parties.creditorSearch.noResults')}</Alert>;
  return (
    <Stack spacing={1}>
      {creditors.length >= CREDITOR_QUICK_SEARCH_LIMIT ? (
        <Typography variant="body2" color="text.secondary">
          {t('parties.creditorSearch.tooMany', { count: CREDITOR_QUICK_SEARCH_LIMIT })}
        </Typography>
      ) : null}
      <List
        dense
        aria-label={t('parties.creditorSearch.results')}
        sx={{ maxHeight: '45vh', overflow: 'auto' }}
      >
        {creditors.map((creditor) => (
          <ListItemButton
            key={creditor.id}
            onClick={() => onChoose(creditor)}
            aria-label={t('parties.creditorSearch.choose', { name: creditor.description })}
          >
            <ListItemText
              primary={creditor.description}
              secondary={`${t(`parties.kinds.${creditor.vendorType}`)} · ${creditorIdentifier(creditor)}`}
            />
          </ListItemButton>
        ))}
      </List>
    </Stack>
  );
}

function CreditorSearch({ onCancel, onConfirm }: Omit<SelectionDialogProps<Creditor>, 'open'>) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { alert } = useDialogs();
  const search = useSearchCreditors();
  const [term, setTerm] = useState('');

  const find = () => {
    const problem = searchTermProblem(term);
    if (problem) void alert({ title: t('common.attention'), message: t(problem), severity: 'warning' });
    else search.mutate(term.trim());
  };

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
              find();
            }}
          >
            <TextField
              size="small"
              type="search"
              autoFocus
              label={t('parties.creditorSearch.term')}
              value={term}
              onChange={(event) => setTerm(event.target.value)}
              sx={{ flex: 1 }}
            />
            <Button type="submit" variant="outlined" startIcon={<SearchIcon />} loading={search.isPending}>
              {t('common.actions.search')}
            </Button>
          </Stack>
        }
        grid={
          search.isError ? (
            <Alert severity="error">
              {t('parties.creditorSearch.searchFailed')}: {errorText(search.error)}
            </Alert>
          ) : search.data ? (
            <CreditorResults creditors={search.data} onChoose={(creditor) => onConfirm([creditor])} />
          ) : null
        }
      />
      <PartySearchActions
        addLabel={t('parties.creditors.actions.add')}
        onCancel={onCancel}
        renderAdd={(close) => (
          <CreditorDialog creditor={undefined} onClose={close} onSaved={(saved) => onConfirm([saved])} />
        )}
      />
    </>
  );
}

/**
 * The creditor (supplier) search of the charge and print screens: a term (never blank), the matches to
 * choose one from, or a new creditor created on the spot. Confirms with the one creditor chosen;
 * works with `useSelectionRequest<Creditor>()`.
 */
export function CreditorSearchDialog({ open, onCancel, onConfirm }: SelectionDialogProps<Creditor>) {
  const { t } = useTranslation();
  return (
    <SelectionDialogFrame
      open={open}
      title={t('parties.creditorSearch.title')}
      onCancel={onCancel}
      maxWidth="sm"
    >
      <CreditorSearch onCancel={onCancel} onConfirm={onConfirm} />
    </SelectionDialogFrame>
  );
}
