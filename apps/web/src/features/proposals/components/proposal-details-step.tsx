import { type DischargeCausalItem, outCreateSchema } from '@inventario/shared/contracts/out';
import { formatDate } from '@inventario/shared/format/date';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDateField } from '@/components/forms/form-date-field.tsx';
import { FormSelectField } from '@/components/forms/form-select-field.tsx';
import { emptyAsNull, FormTextField } from '@/components/forms/form-text-field.tsx';
import { textLimits } from '@/components/forms/text-limit.ts';
import { DetailsForm, DetailsRow, NotesField, VoucherFacts } from '@/features/movements';
import { useProposalCausals } from '../api/proposal-lists.ts';
import type { ProposalDetailsValues } from '../model/proposal-form.ts';

export interface ProposalDetailsStepProps {
  form: UseFormReturn<ProposalDetailsValues>;
  formId: string;
  onSubmit: () => void;
  /** Confirmed: only the notes and the measure's protocol may change. */
  lockContent: boolean;
  /** Create mode: the year whose next progressive was proposed, for the helper text. */
  progressiveYear: number | undefined;
  /** The proposal's lines in a sentence (count and totals). */
  summary: ReactNode;
}

const PROPOSAL_LIMITS = textLimits(outCreateSchema);

const optionalNumber = (text: string): number | null => (text.trim() === '' ? null : Number(text));
const numberText = (value: unknown): string =>
  typeof value === 'number' && Number.isFinite(value) ? String(value) : '';

/** Under the causal: the document the DS's measure rests on (art. 33–34), once one is chosen. */
function useCausalHelp(form: UseFormReturn<ProposalDetailsValues>, causals: readonly DischargeCausalItem[]) {
  const { t } = useTranslation();
  const code = useWatch({ control: form.control, name: 'causal' });
  const causal = causals.find((candidate) => candidate.code === code);
  if (!causal) return undefined;
  return causal.requiredDocument
    ? t('proposals.details.requiredDocument', { document: causal.requiredDocument })
    : t('proposals.details.noRequiredDocument');
}

/** The legal content of a confirmed proposal, as text. */
function LockedContent({ values, causal }: { values: ProposalDetailsValues; causal: string }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <Alert severity="info">{t('proposals.details.locked')}</Alert>
      <VoucherFacts
        facts={[
          { label: t('proposals.details.date'), value: formatDate(values.date) },
          { label: t('proposals.details.progressive'), value: numberText(values.progressive) },
          { label: t('proposals.details.causal'), value: causal },
        ]}
      />
    </Stack>
  );
}

/**
 * The details step: date, progressive (the year's next, prefilled), causal with the document its
 * measure needs, the protocol of the DS's discharge measure, notes.
 */
export function ProposalDetailsStep(props: ProposalDetailsStepProps) {
  const { form, formId, onSubmit, lockContent, progressiveYear, summary } = props;
  const { t } = useTranslation();
  const { control } = form;
  const causals = useProposalCausals();
  const causalHelp = useCausalHelp(form, causals.data ?? []);
  const values = form.getValues();
  const causalText =
    causals.data?.find((causal) => causal.code === values.causal)?.description ?? values.causal ?? '';

  return (
    <DetailsForm formId={formId} onSubmit={onSubmit} summary={summary}>
      {lockContent ? (
        <LockedContent values={values} causal={causalText} />
      ) : (
        <>
          <DetailsRow>
            <FormDateField control={control} name="date" label={t('proposals.details.date')} required />
            <FormTextField
              control={control}
              name="progressive"
              type="number"
              label={t('proposals.details.progressive')}
              required
              toValue={optionalNumber}
              fromValue={numberText}
              helperText={
                progressiveYear === undefined
                  ? undefined
                  : t('proposals.details.progressiveHelp', { year: progressiveYear })
              }
              slotProps={{ htmlInput: { min: 1, step: 1 } }}
              sx={{ width: { xs: '100%', md: 320 } }}
            />
          </DetailsRow>
          <FormSelectField
            control={control}
            name="causal"
            label={t('proposals.details.causal')}
            options={(causals.data ?? []).map((causal) => ({
              value: causal.code,
              label: causal.description,
            }))}
            required
            helperText={causalHelp}
            sx={{ maxWidth: { md: 560 } }}
          />
        </>
      )}
      <Stack spacing={0.5}>
        <Typography variant="subtitle2" component="h3">
          {t('proposals.details.measure')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('proposals.details.measureHelp')}
        </Typography>
      </Stack>
      <DetailsRow>
        <FormDateField control={control} name="protocolDate" label={t('proposals.details.protocolDate')} />
        <FormTextField
          control={control}
          name="protocolNumber"
          label={t('proposals.details.protocolNumber')}
          toValue={emptyAsNull}
          maxLength={PROPOSAL_LIMITS.protocolNumber}
          sx={{ width: { xs: '100%', md: 320 } }}
        />
      </DetailsRow>
      <NotesField control={control} label={t('proposals.details.notes')} maxLength={PROPOSAL_LIMITS.notes} />
    </DetailsForm>
  );
}
