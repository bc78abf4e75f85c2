import type { Creditor } from '@inventario/shared/contracts/parties';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  type ChosenParty,
  FormPartyField,
  type FormPartyFieldProps,
} from '@/components/forms/form-party-field.tsx';
import { CreditorSearchDialog } from './creditor-search-dialog.tsx';

/** A creditor as a form keeps it. */
export type ChosenCreditor = ChosenParty;

export type FormCreditorFieldProps<T extends FieldValues> = Omit<
  FormPartyFieldProps<T, Creditor>,
  'texts' | 'renderSearch'
>;

/**
 * The supplier (creditor) of a form: chosen with the creditor search of spec 01 §2 (never with a blank
 * term, or created there on the spot), shown by name, cleared with ×.
 */
export function FormCreditorField<T extends FieldValues>(props: FormCreditorFieldProps<T>) {
  const { t } = useTranslation();
  return (
    <FormPartyField<T, Creditor>
      {...props}
      texts={{
        none: t('forms.creditor.none'),
        search: t('forms.creditor.search'),
        clear: t('forms.creditor.clear'),
      }}
      renderSearch={(dialogProps) => <CreditorSearchDialog {...dialogProps} />}
    />
  );
}
