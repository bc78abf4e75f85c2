import { zodResolver } from '@hookform/resolvers/zod';
import type { Renewal } from '@inventario/shared/contracts/renewal';
import { formatDate, toIsoDate } from '@inventario/shared/format/date';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageLoading, PageProblem, RetryButton } from '@/components/feedback/page-state.tsx';
import { DatePickersProvider } from '@/components/forms/date-pickers-provider.tsx';
import { FormDateField } from '@/components/forms/form-date-field.tsx';
import { FormSelectField } from '@/components/forms/form-select-field.tsx';
import { FormTextField } from '@/components/forms/form-text-field.tsx';
import { useSaveForm } from '@/components/forms/use-save-form.ts';
import { useRenewalRecognitions } from '../api/get-renewal-recognitions.ts';
import { useStartRenewal } from '../api/start-renewal.ts';
import {
  type RecognitionChoice,
  renewalOf,
  START_FIELDS,
  type StartValues,
  startDefaults,
  startFormSchema,
  toRenewalStart,
} from '../model/start-form.ts';

const FIELD_WIDTH = { width: { xs: '100%', sm: 480 } } as const;

/** The form: the recognition (which gives the year and the date), the day it starts, notes. */
function StartForm({
  recognitions,
  onStarted,
  onCancel,
}: {
  recognitions: readonly RecognitionChoice[];
  onStarted: (started: Renewal) => void;
  onCancel?: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const start = useStartRenewal();
  const { form, submit } = useSaveForm<StartValues, Renewal>({
    form: {
      resolver: zodResolver(startFormSchema),
      mode: 'onTouched',
      defaultValues: startDefaults(toIsoDate(new Date()), recognitions),
    },
    fields: START_FIELDS,
    save: (values) => start.mutateAsync(toRenewalStart(values, recognitions)),
    savedMessage: t('renewal.start.started'),
    failedMessage: t('renewal.start.failed'),
    onSaved: onStarted,
  });
  const { control } = form;
  const chosen = renewalOf(recognitions, useWatch({ control, name: 'recognitionId' }));
  const options = recognitions.map((recognition) => ({
    value: recognition.id,
    label: t('renewal.start.recognitionOption', {
      start: formatDate(recognition.startDate),
      end: formatDate(recognition.endDate) || '—',
      year: recognition.renewalYear,
    }),
  }));
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <FormSelectField
          control={control}
          name="recognitionId"
          label={t('renewal.start.recognition')}
          helperText={t('renewal.start.recognitionHelp')}
          options={options}
          required
          sx={FIELD_WIDTH}
        />
        <TextField
          label={t('renewal.start.renewalDate')}
          value={chosen ? formatDate(chosen.renewalDate) : ''}
          placeholder={t('renewal.start.renewalDateNone')}
          helperText={t('renewal.start.renewalDateHelp')}
          slotProps={{ input: { readOnly: true }, inputLabel: { shrink: true } }}
          sx={{ width: { xs: '100%', sm: 320 } }}
        />
        <FormDateField control={control} name="startDate" label={t('renewal.start.startDate')} required />
        <FormTextField
          control={control}
          name="notes"
          label={t('renewal.start.notes')}
          multiline
          minRows={2}
          maxLength={2000}
          toValue={(text) => (text === '' ? null : text)}
          sx={FIELD_WIDTH}
        />
        <Stack direction="row" spacing={1}>
          {onCancel ? (
            <Button onClick={onCancel} disabled={form.formState.isSubmitting}>
              {t('common.actions.cancel')}
            </Button>
          ) : null}
          <Button
            type="submit"
            variant="contained"
            startIcon={<PlayArrowIcon />}
            loading={form.formState.isSubmitting}
          >
            {t('renewal.start.submit')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}

/**
 * The start of a renewal: the ended recognitions for renewal to choose from and the form; without
 * any, why the renewal cannot start yet and the way to the recognitions.
 */
export function StartPanel({
  onStarted,
  onCancel,
}: {
  onStarted: (started: Renewal) => void;
  onCancel?: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const recognitions = useRenewalRecognitions(true);
  if (recognitions.isPending) return <PageLoading />;
  if (recognitions.isError)
    return (
      <PageProblem
        message={t('renewal.start.loadFailed')}
        action={<RetryButton onRetry={() => void recognitions.refetch()} />}
      />
    );
  if (recognitions.data.length === 0)
    return (
      <Alert severity="info">
        <Stack spacing={1}>
          <Typography variant="body2">{t('renewal.start.none')}</Typography>
          <Typography variant="body2">{t('renewal.start.noneHelp')}</Typography>
          <Link component={RouterLink} to="/recognition" variant="body2" sx={{ alignSelf: 'flex-start' }}>
            {t('renewal.start.toRecognition')}
          </Link>
        </Stack>
      </Alert>
    );
  return (
    <DatePickersProvider>
      <StartForm recognitions={recognitions.data} onStarted={onStarted} onCancel={onCancel} />
    </DatePickersProvider>
  );
}
