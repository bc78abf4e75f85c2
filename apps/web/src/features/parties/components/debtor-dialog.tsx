import { zodResolver } from '@hookform/resolvers/zod';
import { type Debtor, debtorSaveSchema } from '@inventario/shared/contracts/parties';
import { CONTACT_CODE_LENGTH } from '@inventario/shared/domain/parties/debtor-contact';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/forms/form-dialog.tsx';
import { FormTextField } from '@/components/forms/form-text-field.tsx';
import { textLimits } from '@/components/forms/text-limit.ts';
import { useSaveForm } from '@/components/forms/use-save-form.ts';
import { useSaveDebtor } from '../api/save-debtor.ts';
import {
  debtorContactFields,
  debtorFormDefaults,
  debtorFormSchema,
  toDebtorSave,
} from '../model/debtor-form.ts';
import { partyIdentityFields } from '../model/party-form.ts';
import { PartyIdentityFields } from './party-identity-fields.tsx';

export interface DebtorDialogProps {
  /** The debtor to edit; undefined to add one. */
  debtor: Debtor | undefined;
  onClose: () => void;
  onSaved: (debtor: Debtor) => void;
}

interface BoxOptions {
  inputMode?: 'numeric' | 'tel' | 'email';
  /** The province is the two-letter sigla, shown as printed. */
  upperCase?: boolean;
}

const DEBTOR_FIELDS = [...partyIdentityFields, ...debtorContactFields] as const;

/** The contract's limits; a province and a CAP have the length of their format (the contract allows spaces around). */
const CONTACT_LIMITS: { readonly [K in (typeof debtorContactFields)[number]]?: number } = {
  ...textLimits(debtorSaveSchema),
  ...CONTACT_CODE_LENGTH,
};

/** Add or edit a debtor (a discharge's destination): identity as for creditors, then the contact details. */
export function DebtorDialog({ debtor, onClose, onSaved }: DebtorDialogProps) {
  const { t } = useTranslation();
  const save = useSaveDebtor();
  const { form, submit } = useSaveForm({
    form: {
      resolver: zodResolver(debtorFormSchema),
      mode: 'onTouched',
      defaultValues: debtorFormDefaults(debtor),
    },
    fields: DEBTOR_FIELDS,
    save: (values) => save.mutateAsync(toDebtorSave(values, debtor)),
    savedMessage: t('parties.debtors.form.saved'),
    failedMessage: t('parties.debtors.form.saveFailed'),
    onSaved,
  });
  const box = (name: (typeof debtorContactFields)[number], options: BoxOptions = {}) => (
    <FormTextField
      control={form.control}
      name={name}
      label={t(`parties.fields.${name}`)}
      toValue={options.upperCase ? (text) => text.toUpperCase() : undefined}
      maxLength={CONTACT_LIMITS[name]}
      slotProps={{ htmlInput: { inputMode: options.inputMode } }}
      sx={{ flex: 1 }}
    />
  );

  return (
    <FormDialog
      open
      title={
        debtor
          ? t('parties.debtors.form.editTitle', { name: debtor.description })
          : t('parties.debtors.form.addTitle')
      }
      onSubmit={submit}
      onClose={onClose}
      submitting={save.isPending}
      maxWidth="md"
    >
      <PartyIdentityFields form={form} autoFocus />
      <Typography variant="subtitle2" color="text.secondary">
        {t('parties.debtors.contact')}
      </Typography>
      {box('address')}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {box('city')}
        <Stack direction="row" spacing={2} sx={{ flex: 1 }}>
          {box('province', { upperCase: true })}
          {box('postalCode', { inputMode: 'numeric' })}
        </Stack>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {box('telephone', { inputMode: 'tel' })}
        {box('email', { inputMode: 'email' })}
      </Stack>
    </FormDialog>
  );
}
