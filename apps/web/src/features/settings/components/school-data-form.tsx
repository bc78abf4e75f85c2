import { zodResolver } from '@hookform/resolvers/zod';
import { type SchoolData, schoolDataSaveSchema } from '@inventario/shared/contracts/school-data';
import { LABEL_HEADING_MAX } from '@inventario/shared/domain/labels/labels-setting';
import SyncIcon from '@mui/icons-material/Sync';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DatePickersProvider } from '@/components/forms/date-pickers-provider.tsx';
import { FormDateField } from '@/components/forms/form-date-field.tsx';
import { emptyAsNull, FormTextField } from '@/components/forms/form-text-field.tsx';
import { textLimits } from '@/components/forms/text-limit.ts';
import { useSaveForm } from '@/components/forms/use-save-form.ts';
import { useSaveSchoolData } from '../api/save-school-data.ts';
import { DepreciationRuleField } from './depreciation-rule-field.tsx';
import { DurableProgressivesFields } from './durable-progressives-fields.tsx';
import { FormSection } from './form-section.tsx';
import {
  formValuesOf,
  SCHOOL_DATA_FIELDS,
  type SchoolDataForm,
  schoolDataFormSchema,
} from './school-data-form-model.ts';

const SCHOOL_DATA_LIMITS = textLimits(schoolDataSaveSchema);

export interface SchoolDataFormProps {
  data: SchoolData;
  /** Goes up at every synchronisation: DS and DSGA then take the synchronised names. */
  headsVersion: number;
  syncing: boolean;
  onSyncHeads: () => void;
}

/** The school's general data (spec 02 §3): headings, DS and DSGA, renewal date, durable numbering, depreciation. */
export function SchoolDataFormView({ data, headsVersion, syncing, onSyncHeads }: SchoolDataFormProps) {
  const { t } = useTranslation();
  const save = useSaveSchoolData();
  const { form, submit } = useSaveForm({
    form: { resolver: zodResolver(schoolDataFormSchema), defaultValues: formValuesOf(data) },
    fields: SCHOOL_DATA_FIELDS,
    save: (values: SchoolDataForm) => save.mutateAsync(values),
    savedMessage: t('settings.saved'),
    failedMessage: t('forms.saveFailed'),
    onSaved: (saved) => form.reset(formValuesOf(saved)),
  });
  const labelHeading = useWatch({ control: form.control, name: 'labelHeading' }) ?? '';

  const { manager, consignee } = data;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs at each synchronisation, even when the names were already equal
  useEffect(() => {
    // After a synchronisation the names come from the customer area; the other edits stay.
    form.resetField('manager', { defaultValue: manager });
    form.resetField('consignee', { defaultValue: consignee });
  }, [headsVersion, form]);

  return (
    <Stack component="form" noValidate spacing={3} onSubmit={submit} aria-label={t('routes.settings')}>
      <FormSection title={t('settings.headings.title')} description={t('settings.headings.description')}>
        <FormTextField
          control={form.control}
          name="heading"
          label={t('settings.headings.heading')}
          required
          multiline
          minRows={2}
          maxLength={SCHOOL_DATA_LIMITS.heading}
        />
        <FormTextField
          control={form.control}
          name="labelHeading"
          label={t('settings.headings.labelHeading')}
          helperText={t('settings.headings.labelHeadingHelper', {
            length: labelHeading.length,
            ...LABEL_HEADING_MAX,
          })}
          slotProps={{ htmlInput: { maxLength: LABEL_HEADING_MAX.twoColumns } }}
        />
      </FormSection>
      <FormSection
        title={t('settings.heads.title')}
        description={t('settings.heads.description', {
          ds: data.ds || t('settings.heads.notSet'),
          dsga: data.dsga || t('settings.heads.notSet'),
        })}
        action={
          <Button
            variant="outlined"
            startIcon={<SyncIcon />}
            onClick={onSyncHeads}
            loading={syncing}
            sx={{ flexShrink: 0 }}
          >
            {t('settings.heads.sync')}
          </Button>
        }
      >
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <FormTextField
            control={form.control}
            name="manager"
            label={t('settings.heads.manager')}
            toValue={emptyAsNull}
            fullWidth
            maxLength={SCHOOL_DATA_LIMITS.manager}
          />
          <FormTextField
            control={form.control}
            name="consignee"
            label={t('settings.heads.consignee')}
            toValue={emptyAsNull}
            fullWidth
            maxLength={SCHOOL_DATA_LIMITS.consignee}
          />
        </Stack>
      </FormSection>
      <FormSection title={t('settings.renewal.title')} description={t('settings.renewal.description')}>
        <DatePickersProvider>
          <FormDateField
            control={form.control}
            name="lastRenewalDate"
            label={t('settings.renewal.lastRenewalDate')}
            helperText={t('settings.renewal.helper')}
            disableFuture
          />
        </DatePickersProvider>
      </FormSection>
      <FormSection title={t('settings.durable.title')} description={t('settings.durable.description')}>
        <DurableProgressivesFields control={form.control} />
      </FormSection>
      <FormSection title={t('settings.depreciation.title')}>
        <DepreciationRuleField control={form.control} />
      </FormSection>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
        <Button disabled={!form.formState.isDirty || save.isPending} onClick={() => form.reset()}>
          {t('settings.discard')}
        </Button>
        <Button type="submit" variant="contained" loading={save.isPending}>
          {t('forms.save')}
        </Button>
      </Stack>
    </Stack>
  );
}
