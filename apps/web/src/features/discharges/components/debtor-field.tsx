import type { Debtor } from '@inventario/shared/contracts/parties';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormPartyField, type FormPartyFieldProps } from '@/components/forms/form-party-field.tsx';
import { DebtorSearchDialog } from './debtor-search-dialog.tsx';

export type DebtorFieldProps<T extends FieldValues> = Omit<
  FormPartyFieldProps<T, Debtor>,
  'texts' | 'renderSearch' | 'required'
>;

/**
 * A debtor chosen with the destination search: shown by name, searched with the button or a click on
 * the field, cleared with ×.
 */
export function DebtorField<T extends FieldValues>(props: DebtorFieldProps<T>) {
  const { t } = useTranslation();
  return (
    <FormPartyField<T, Debtor>
      {...props}
      texts={{
        none: t('discharges.details.noDebtor'),
        search: t('discharges.details.searchDebtor'),
        clear: t('discharges.details.clearDebtor'),
      }}
      renderSearch={(dialogProps) => <DebtorSearchDialog {...dialogProps} />}
    />
  );
}
