import { zodResolver } from '@hookform/resolvers/zod';
import type { Recognition } from '@inventario/shared/contracts/recognition';
import { toIsoDate } from '@inventario/shared/format/date';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDateField } from '@/components/forms/form-date-field.tsx';
import { FormDialog } from '@/components/forms/form-dialog.tsx';
import { FormSwitch } from '@/components/forms/form-switch.tsx';
import { FormTextField } from '@/components/forms/form-text-field.tsx';
import { useSaveForm } from '@/components/forms/use-save-form.ts';
import { useStartRecognition } from '../api/start-recognition.ts';
import {
  START_FIELDS,
  type StartValues,
  startDefaults,
  startFormSchema,
  toRecognitionStart,
} from '../model/start-form.ts';

const optionalNumber = (text: string): number | null => (text.trim() === '' ? null : Number(text));
const numberText = (value: unknown): string => (typeof value === 'number' ? String(value) : '');

/** "Nuova ricognizione": its day (today), for the renewal of which year, with durable goods or not, notes. */
export function StartRecognitionDialog(props: {
  onClose: () => void;
  onStarted: (started: Recognition) => void;
}) {
  const { t } = useTranslation();
  const start = useStartRecognition();
  const { form, submit } = useSaveForm<StartValues, Recognition>({
    form: {
      resolver: zodResolver(startFormSchema),
      mode: 'onTouched',
      defaultValues: startDefaults(toIsoDate(new Date())),
    },
    fields: START_FIELDS,
    save: (values) => start.mutateAsync(toRecognitionStart(values)),
    savedMessage: t('recognition.start.started'),
    failedMessage: t('recognition.start.failed'),
    onSaved: props.onStarted,
  });
  const { control } = form;
  const forRenewal = useWatch({ control, name: 'forRenewal' });
  return (
    <FormDialog
      open
      title={t('recognition.start.title')}
      onSubmit={submit}
      onClose={props.onClose}
      submitting={form.formState.isSubmitting}
      submitLabel={t('recognition.start.submit')}
    >
      <FormDateField control={control} name="date" label={t('recognition.start.date')} required />
      <FormSwitch
        control={control}
        name="forRenewal"
        label={t('recognition.start.forRenewal')}
        helperText={t('recognition.start.forRenewalHelp')}
      />
      {forRenewal ? (
        <FormTextField
          control={control}
          name="renewalYear"
          type="number"
          label={t('recognition.start.renewalYear')}
          required
          toValue={optionalNumber}
          fromValue={numberText}
          slotProps={{ htmlInput: { min: 2000, max: 2200, step: 1 } }}
          sx={{ width: { xs: '100%', sm: 320 } }}
        />
      ) : null}
      <FormSwitch control={control} name="includeDurable" label={t('recognition.start.includeDurable')} />
      <FormTextField
        control={control}
        name="notes"
        label={t('recognition.start.notes')}
        multiline
        minRows={2}
        maxLength={2000}
        toValue={(text) => (text === '' ? null : text)}
      />
    </FormDialog>
  );
}
