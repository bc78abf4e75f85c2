import { dischargeCreateSchema } from '@inventario/shared/contracts/discharge';
import type { Liability } from '@inventario/shared/domain/movements/discharge';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { useId } from 'react';
import { type UseFormReturn, useController, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { emptyAsNull, FormTextField } from '@/components/forms/form-text-field.tsx';
import { maxLengthOf } from '@/components/forms/text-limit.ts';
import type { DischargeDetailsValues } from '../model/discharge-details-form.ts';

/**
 * The responsibility statement of the DS's measure (art. 33): nobody is liable for the loss, or
 * someone is, named in the box that then becomes mandatory.
 */
export function LiabilityFields({ form }: { form: UseFormReturn<DischargeDetailsValues> }) {
  const { t } = useTranslation();
  const labelId = useId();
  const { field } = useController({ control: form.control, name: 'liability' });
  const liability = useWatch({ control: form.control, name: 'liability' });
  return (
    <Stack spacing={1}>
      <FormControl>
        <FormLabel id={labelId}>{t('discharges.details.liability')}</FormLabel>
        <RadioGroup
          aria-labelledby={labelId}
          row
          name={field.name}
          value={field.value}
          onChange={(event) => {
            field.onChange(event.target.value as Liability);
            // The party's message belongs to "liable" only.
            if (event.target.value === 'nobody') form.clearErrors('liableParty');
          }}
        >
          <FormControlLabel
            value="nobody"
            control={<Radio />}
            label={t('discharges.details.liabilities.nobody')}
          />
          <FormControlLabel
            value="liable"
            control={<Radio />}
            label={t('discharges.details.liabilities.liable')}
          />
        </RadioGroup>
      </FormControl>
      {liability === 'liable' ? (
        <FormTextField
          control={form.control}
          name="liableParty"
          label={t('discharges.details.liableParty')}
          helperText={t('discharges.details.liablePartyHelp')}
          toValue={emptyAsNull}
          required
          maxLength={maxLengthOf(dischargeCreateSchema.shape.liableParty)}
        />
      ) : null}
    </Stack>
  );
}
