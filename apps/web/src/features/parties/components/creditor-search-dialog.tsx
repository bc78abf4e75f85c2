import type { Creditor } from '@inventario/shared/contracts/parties';
import Alert from '@mui/material/Alert';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PartyResults, PartySearchForm } from '@/components/selection/party-search.tsx';
import { PartySearchActions } from '@/components/selection/party-search-actions.tsx';
import {
  SelectionBody,
  SelectionDialogFrame,
  type SelectionDialogProps,
} from '@/components/selection/selection-dialog.tsx';
import { useDialogs } from '@/shell/dialogs/dialogs-provider.tsx';
import { useErrorText } from '@/shell/errors/use-error-text.ts';
import { CREDITOR_QUICK_SEARCH_LIMIT, useSearchCreditors } from '../api/search-creditors.ts';
import { creditorIdentifier, searchTermProblem } from '../model/creditor-search.ts';
import { CreditorDialog } from './creditor-dialog.tsx';

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
          <PartySearchForm
            label={t('parties.creditorSearch.term')}
            value={term}
            onChange={setTerm}
            onSearch={find}
            searching={search.isPending}
          />
        }
        grid={
          search.isError ? (
            <Alert severity="error">
              {t('parties.creditorSearch.searchFailed')}: {errorText(search.error)}
            </Alert>
          ) : search.data ? (
            <PartyResults
              parties={search.data}
              texts={{
                results: t('parties.creditorSearch.results'),
                noResults: t('parties.creditorSearch.noResults'),
                ...(search.data.length >= CREDITOR_QUICK_SEARCH_LIMIT
                  ? { tooMany: t('parties.creditorSearch.tooMany', { count: CREDITOR_QUICK_SEARCH_LIMIT }) }
                  : {}),
                choose: (name) => t('parties.creditorSearch.choose', { name }),
              }}
              detailsOf={(creditor) =>
                `${t(`parties.kinds.${creditor.vendorType}`)} · ${creditorIdentifier(creditor)}`
              }
              onChoose={(creditor) => onConfirm([creditor])}
            />
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
