import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { useId } from 'react';
import { type Control, useController, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelectField, type SelectOption } from '@/components/forms/form-select-field.tsx';
import { FormTextField, numberToText } from '@/components/forms/form-text-field.tsx';
import { useSiteLocations } from '@/features/charges/api/list-site-locations.ts';
import { useSites } from '@/features/placement/api/list-sites.ts';
import type { LabelBasis, LabelsFormValues } from '../model/labels-form.ts';

const BASES: readonly LabelBasis[] = ['location', 'inventoryNumber', 'originalInventoryNumber'];

/** An empty number box is "not given" (null); anything else is a number, NaN when unreadable. */
const textToOptionalNumber = (text: string): number | null => (text.trim() === '' ? null : Number(text));

export interface LabelsBasisFieldsProps {
  control: Control<LabelsFormValues>;
  registers: readonly SelectOption[];
}

/** Which assets get a label (spec 01 §2): the basis, then the fields of that basis. */
export function LabelsBasisFields({ control, registers }: LabelsBasisFieldsProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const { field } = useController({ control, name: 'basis' });
  return (
    <>
      <FormControl>
        <FormLabel id={labelId}>{t('printingLabels.fields.basis')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby={labelId}
          name={field.name}
          value={field.value}
          onChange={(event) => field.onChange(event.target.value)}
        >
          {BASES.map((basis) => (
            <FormControlLabel
              key={basis}
              value={basis}
              control={<Radio size="small" />}
              label={t(`printingLabels.basis.${basis}`)}
            />
          ))}
        </RadioGroup>
      </FormControl>
      {field.value === 'location' && <LocationFields control={control} />}
      {field.value === 'inventoryNumber' && <InventoryRangeFields control={control} registers={registers} />}
      {field.value === 'originalInventoryNumber' && <OriginalRangeFields control={control} />}
    </>
  );
}

/** A site (required) and one of its locations, or all of them. */
function LocationFields({ control }: { control: Control<LabelsFormValues> }) {
  const { t } = useTranslation();
  const idSite = useWatch({ control, name: 'idSite' });
  const sites = useSites();
  const locations = useSiteLocations(idSite);
  const siteOptions = (sites.data ?? []).map((site) => ({
    value: site.id,
    label: `${site.code} – ${site.description}`,
  }));
  const locationOptions = (locations.data ?? []).map((location) => ({
    value: location.id,
    label: `${location.code} – ${location.description}`,
  }));
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <FormSelectField
        control={control}
        name="idSite"
        label={t('printingLabels.fields.idSite')}
        options={siteOptions}
        {...loadHelp(sites.isError, t('printingLabels.sitesFailed'))}
        fullWidth
        required
      />
      <FormSelectField
        control={control}
        name="idLocation"
        label={t('printingLabels.fields.idLocation')}
        options={locationOptions}
        noneLabel={t('printingLabels.allLocations')}
        disabled={idSite === null}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        {...loadHelp(locations.isError, t('printingLabels.locationsFailed'))}
        fullWidth
      />
    </Stack>
  );
}

/** `exactOptionalPropertyTypes`: a helper text only when a list failed to load. */
function loadHelp(failed: boolean, text: string): { helperText?: string } {
  return failed ? { helperText: text } : {};
}

function InventoryRangeFields({
  control,
  registers,
}: {
  control: Control<LabelsFormValues>;
  registers: readonly SelectOption[];
}) {
  const { t } = useTranslation();
  return (
    <>
      <FormSelectField
        control={control}
        name="idRegister"
        label={t('printingLabels.fields.idRegister')}
        options={registers}
        fullWidth
        required
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {(['fromInventoryNumber', 'toInventoryNumber'] as const).map((name) => (
          <FormTextField
            key={name}
            control={control}
            name={name}
            type="number"
            label={t(`printingLabels.fields.${name}`)}
            toValue={textToOptionalNumber}
            fromValue={numberToText}
            slotProps={{ htmlInput: { min: 1, step: 1 } }}
            fullWidth
            required
          />
        ))}
      </Stack>
    </>
  );
}

function OriginalRangeFields({ control }: { control: Control<LabelsFormValues> }) {
  const { t } = useTranslation();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      {(['originalNumberFrom', 'originalNumberTo'] as const).map((name) => (
        <FormTextField
          key={name}
          control={control}
          name={name}
          label={t(`printingLabels.fields.${name}`)}
          fullWidth
          required
        />
      ))}
    </Stack>
  );
}
