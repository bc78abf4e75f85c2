import { zodResolver } from '@hookform/resolvers/zod';
import { type Location, locationSaveSchema, type Site } from '@inventario/shared/contracts/placement';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog } from '@/components/forms/form-dialog.tsx';
import { FormSelectField } from '@/components/forms/form-select-field.tsx';
import { FormSwitch } from '@/components/forms/form-switch.tsx';
import { emptyAsNull, FormTextField } from '@/components/forms/form-text-field.tsx';
import { textLimits } from '@/components/forms/text-limit.ts';
import { useSaveForm } from '@/components/forms/use-save-form.ts';
import { useSubConsigneeList } from '@/features/reference-lists';
import { useSaveLocation } from '../api/save-location.ts';

const locationFormSchema = locationSaveSchema
  .omit({ id: true, siteId: true })
  .extend({ active: z.boolean() });
type LocationForm = z.input<typeof locationFormSchema>;
const LOCATION_LIMITS = textLimits(locationSaveSchema);
const LOCATION_FIELDS = [
  'code',
  'description',
  'roomNumber',
  'floorNumber',
  'subConsigneeId',
  'active',
  'notes',
] as const;

export interface LocationDialogProps {
  site: Site;
  /** The location to edit; undefined to add one to the site. */
  location: Location | undefined;
  onClose: () => void;
}

function valuesOf(location: Location | undefined): LocationForm {
  return {
    code: location?.code ?? '',
    description: location?.description ?? '',
    roomNumber: location?.roomNumber ?? null,
    floorNumber: location?.floorNumber ?? null,
    subConsigneeId: location?.subConsignee?.id ?? null,
    active: location?.active ?? true,
    notes: location?.notes ?? null,
  };
}

/** Add or edit a location of a site; its code is unique within the site. Mount it to open it. */
export function LocationDialog({ site, location, onClose }: LocationDialogProps) {
  const { t } = useTranslation();
  const save = useSaveLocation();
  const subConsignees = useSubConsigneeList();
  const { form, submit } = useSaveForm({
    form: {
      resolver: zodResolver(locationFormSchema),
      defaultValues: valuesOf(location),
    },
    fields: LOCATION_FIELDS,
    codeFields: {
      locationCodeExists: { field: 'code', message: 'rules.locationCodeExists' },
      locationHasAssets: { field: 'active' },
    },
    save: (values) => save.mutateAsync({ ...values, id: location?.id, siteId: site.id }),
    savedMessage: t('placement.locations.saved'),
    failedMessage: t('forms.saveFailed'),
    onSaved: onClose,
  });
  const options = (subConsignees.data ?? []).map((item) => ({ value: item.id, label: item.description }));

  const title = location
    ? t('placement.locations.editTitle', { code: location.code, site: site.code })
    : t('placement.locations.addTitle', { site: site.code });
  return (
    <FormDialog open title={title} onSubmit={submit} onClose={onClose} submitting={save.isPending}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          control={form.control}
          name="code"
          label={t('placement.locations.fields.code')}
          required
          autoFocus
          maxLength={LOCATION_LIMITS.code}
          sx={{ flex: 1 }}
        />
        <FormTextField
          control={form.control}
          name="description"
          label={t('placement.locations.fields.description')}
          required
          maxLength={LOCATION_LIMITS.description}
          sx={{ flex: 2 }}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          control={form.control}
          name="roomNumber"
          label={t('placement.locations.fields.roomNumber')}
          toValue={emptyAsNull}
          maxLength={LOCATION_LIMITS.roomNumber}
          sx={{ flex: 1 }}
        />
        <FormTextField
          control={form.control}
          name="floorNumber"
          label={t('placement.locations.fields.floorNumber')}
          toValue={emptyAsNull}
          maxLength={LOCATION_LIMITS.floorNumber}
          sx={{ flex: 1 }}
        />
      </Stack>
      <FormSelectField
        control={form.control}
        name="subConsigneeId"
        label={t('placement.locations.fields.subConsignee')}
        options={options}
        noneLabel={t('placement.locations.fields.noSubConsignee')}
        helperText={subConsignees.isError ? t('placement.locations.subConsigneesFailed') : undefined}
      />
      <FormTextField
        control={form.control}
        name="notes"
        label={t('placement.locations.fields.notes')}
        toValue={emptyAsNull}
        multiline
        minRows={2}
        maxLength={LOCATION_LIMITS.notes}
      />
      <FormSwitch control={form.control} name="active" label={t('placement.locations.fields.active')} />
    </FormDialog>
  );
}
