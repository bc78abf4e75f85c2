import type { Debtor } from '@inventario/shared/contracts/parties';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PartyResults, PartySearchForm } from '@/components/selection/party-search.tsx';
import { PartySearchActions } from '@/components/selection/party-search-actions.tsx';
import {
  SelectionBody,
  SelectionDialogFrame,
  type SelectionDialogProps,
} from '@/components/selection/selection-dialog.tsx';
import { DebtorDialog } from '@/features/parties';
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
  return (
    <PartyResults
      parties={debtors}
      texts={{
        results: t('discharges.debtorSearch.results'),
        noResults: t('discharges.debtorSearch.noResults'),
        ...(total > DEBTOR_SEARCH_SIZE
          ? { tooMany: t('discharges.debtorSearch.tooMany', { count: DEBTOR_SEARCH_SIZE, total }) }
          : {}),
        choose: (name) => t('discharges.debtorSearch.choose', { name }),
      }}
      detailsOf={(debtor) => debtorDetails(debtor) || undefined}
      onChoose={onChoose}
    />
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
          <PartySearchForm
            label={t('discharges.debtorSearch.term')}
            value={draft}
            onChange={setDraft}
            onSearch={() => setText(draft.trim())}
          />
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
