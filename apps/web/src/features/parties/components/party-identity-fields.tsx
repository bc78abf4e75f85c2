import { creditorSaveSchema } from '@inventario/shared/contracts/parties';
import type { PartyKind } from '@inventario/shared/domain/parties/parties';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { useId } from 'react';
import {
  type FieldPath,
  type FieldValues,
  type UseFormReturn,
  useController,
  useWatch,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/forms/form-text-field.tsx';
import { textLimits } from '@/components/forms/text-limit.ts';
import { fieldsOfKind, type PartyIdentityValues, partyIdentityFields } from '../model/party-form.ts';

export interface PartyIdentityFieldsProps<T extends PartyIdentityValues & FieldValues> {
  form: UseFormReturn<T>;
  autoFocus?: boolean;
}

const IDENTITY_LIMITS = textLimits(creditorSaveSchema);

/** Identifiers are kept as the Agenzia delle Entrate prints them. */
const upperCase = (text: string) => text.toUpperCase();

/**
 * Legal person (business name, VAT number, optional fiscal code) or natural person (name, surname,
 * fiscal code): switching kind shows the other boxes and drops the messages of the hidden ones.
 */
export function PartyIdentityFields<T extends PartyIdentityValues & FieldValues>({
  form,
  autoFocus = false,
}: PartyIdentityFieldsProps<T>) {
  const { t } = useTranslation();
  const kindLabelId = useId();
  // The form's values extend the identity, so its identity names are paths of the form.
  const path = (name: keyof PartyIdentityValues) => name as FieldPath<T>;
  const { field: kindField } = useController({ control: form.control, name: path('vendorType') });
  const kind = useWatch({ control: form.control, name: path('vendorType') }) as PartyKind;

  const changeKind = (next: PartyKind) => {
    kindField.onChange(next);
    const hidden = partyIdentityFields.filter(
      (name) => name !== 'vendorType' && !fieldsOfKind[next].includes(name),
    );
    form.clearErrors(hidden.map(path));
  };
  const box = (
    name: keyof PartyIdentityValues,
    label: string,
    extra: { required?: boolean; upper?: boolean },
  ) => (
    <FormTextField
      control={form.control}
      name={path(name)}
      label={label}
      required={extra.required ?? false}
      toValue={extra.upper ? upperCase : undefined}
      maxLength={IDENTITY_LIMITS[name]}
      sx={{ flex: 1 }}
    />
  );

  return (
    <>
      <FormControl>
        <FormLabel id={kindLabelId}>{t('parties.kinds.label')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby={kindLabelId}
          value={kind}
          onChange={(event) => changeKind(event.target.value as PartyKind)}
        >
          <FormControlLabel
            value="G"
            control={<Radio autoFocus={autoFocus && kind === 'G'} />}
            label={t('parties.kinds.G')}
          />
          <FormControlLabel
            value="F"
            control={<Radio autoFocus={autoFocus && kind === 'F'} />}
            label={t('parties.kinds.F')}
          />
        </RadioGroup>
      </FormControl>
      {kind === 'G' ? (
        <>
          {box('businessName', t('parties.fields.businessName'), { required: true })}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {box('vatNumber', t('parties.fields.vatNumber'), { required: true, upper: true })}
            {box('fiscalCode', t('parties.fields.fiscalCodeOptional'), { upper: true })}
          </Stack>
        </>
      ) : (
        <>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {box('surname', t('parties.fields.surname'), { required: true })}
            {box('name', t('parties.fields.name'), { required: true })}
          </Stack>
          {box('fiscalCode', t('parties.fields.fiscalCode'), { required: true, upper: true })}
        </>
      )}
    </>
  );
}
