import { originalNumberBoundSchema } from '@inventario/shared/contracts/documents';
import Stack from '@mui/material/Stack';
import { type Control, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormRadioGroup } from '@/components/forms/form-radio-group.tsx';
import { FormSelectField, type SelectOption } from '@/components/forms/form-select-field.tsx';
import { FormTextField, numberToText } from '@/components/forms/form-text-field.tsx';
import { maxLengthOf } from '@/components/forms/text-limit.ts';
import { useSiteLocations, useSites } from '@/features/reference-lists';
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
  const basis = useWatch({ control, name: 'basis' });
  return (
    <>
      <FormRadioGroup
        control={control}
        name="basis"
        label={t('printingLabels.fields.basis')}
        options={BASES.map((value) => ({ value, label: t(`printingLabels.basis.${value}`) }))}
      />
      {basis === 'location' && <LocationFields control={control} />}
      {basis === 'inventoryNumber' && <InventoryRangeFields control={control} registers={registers} />}
      {basis === 'originalInventoryNumber' && <OriginalRangeFields control={control} />}
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
          maxLength={maxLengthOf(originalNumberBoundSchema)}
        />
      ))}
    </Stack>
  );
}
