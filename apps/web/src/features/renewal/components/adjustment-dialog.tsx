import { zodResolver } from '@hookform/resolvers/zod';
import type { Renewal } from '@inventario/shared/contracts/renewal';
import { ADJUSTMENT_KINDS, type AdjustmentKind } from '@inventario/shared/domain/renewal/adjustments';
import { formatDate } from '@inventario/shared/format/date';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { type UseFormReturn, useController, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerErrors } from '@/components/forms/apply-server-errors.ts';
import { FormDialog } from '@/components/forms/form-dialog.tsx';
import type { CodeFields } from '@/components/forms/server-field-errors.ts';
import { useFieldErrorText } from '@/components/forms/use-field-error-text.ts';
import { useErrorText } from '@/shell/errors/use-error-text.ts';
import { useToast } from '@/shell/toast/use-toast.ts';
import { useCreateAdjustment } from '../api/create-adjustment.ts';
import {
  ADJUSTMENT_FIELDS,
  type AdjustmentFormValues,
  adjustmentDefaults,
  adjustmentFormSchema,
  shapeOf,
  toAdjustmentCreate,
} from '../model/adjustment-form.ts';
import { AdjustmentPreviewLine, CommonFields, HeldGoodFields, NewGoodFields } from './adjustment-fields.tsx';

/** The refusals that are about one field: said under it (the others above the buttons). */
const CODE_FIELDS: CodeFields = {
  renewalAdjustmentExists: { field: 'asset' },
  adjustmentValueNotRaised: { field: 'newValue' },
  adjustmentValueNotLowered: { field: 'newValue' },
  adjustmentValueMissing: { field: 'value' },
};

/** The kinds, each with what it does in one line; a keyboard moves between them with the arrows. */
function KindField({ form }: { form: UseFormReturn<AdjustmentFormValues> }) {
  const { t } = useTranslation();
  const labelId = useId();
  const messageId = useId();
  const { field, fieldState } = useController({ control: form.control, name: 'kind' });
  const errorText = useFieldErrorText()(fieldState.error?.message);
  return (
    <FormControl error={Boolean(errorText)} required>
      <FormLabel id={labelId}>{t('renewalAdjustments.form.kind')}</FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        aria-describedby={errorText ? messageId : undefined}
        name={field.name}
        value={field.value ?? ''}
        onChange={(event) => {
          field.onChange(event.target.value as AdjustmentKind);
          // The messages of the previous kind's fields no longer apply; a submitted form checks again.
          form.clearErrors();
          if (form.formState.isSubmitted) void form.trigger();
        }}
        onBlur={field.onBlur}
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          columnGap: 2,
          rowGap: 1,
          pt: 1,
        }}
      >
        {ADJUSTMENT_KINDS.map((kind, index) => (
          <FormControlLabel
            key={kind}
            value={kind}
            control={
              <Radio size="small" slotProps={{ input: { ref: index === 0 ? field.ref : undefined } }} />
            }
            sx={{ alignItems: 'flex-start', m: 0, '& .MuiRadio-root': { mt: -0.5 } }}
            label={
              <Box>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {t(`renewalAdjustments.kinds.${kind}`)}
                </Typography>
                <Typography variant="caption" color="text.secondary" component="p">
                  {t(`renewalAdjustments.kindHelp.${kind}`)}
                </Typography>
              </Box>
            }
          />
        ))}
      </RadioGroup>
      {errorText ? <FormHelperText id={messageId}>{errorText}</FormHelperText> : null}
    </FormControl>
  );
}

export interface AdjustmentDialogProps {
  renewal: Pick<Renewal, 'id' | 'renewalDate'>;
  /** Goods with an adjustment in this renewal already: the picker does not offer them. */
  adjustedIds: ReadonlySet<number>;
  onClose: () => void;
}

/**
 * "Nuova rettifica" (mounted while open, so each opening starts afresh): the kind, then the fields of
 * that kind, the presumed realisation value and the reason. A refusal of the server is said in the
 * dialog, translated, on its field when it is about one; the dialog stays open with all that was
 * typed, for the user to put right and send again.
 */
export function AdjustmentDialog({ renewal, adjustedIds, onClose }: AdjustmentDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const errorText = useErrorText();
  const create = useCreateAdjustment(renewal.id);
  const [refusal, setRefusal] = useState<unknown>(null);
  const form = useForm<AdjustmentFormValues>({
    resolver: zodResolver(adjustmentFormSchema),
    mode: 'onTouched',
    defaultValues: adjustmentDefaults(),
  });
  const kind = useWatch({ control: form.control, name: 'kind' });

  const submit = form.handleSubmit(async (values) => {
    setRefusal(null);
    try {
      await create.mutateAsync(toAdjustmentCreate(values));
      toast.success(t('renewalAdjustments.dialog.saved'));
      onClose();
    } catch (error) {
      if (!applyServerErrors(error, form.setError, ADJUSTMENT_FIELDS, CODE_FIELDS)) setRefusal(error);
    }
  });

  return (
    <FormDialog
      open
      title={t('renewalAdjustments.dialog.title')}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
      submitting={form.formState.isSubmitting}
      submitLabel={t('renewalAdjustments.dialog.submit')}
      maxWidth="md"
    >
      <Typography variant="body2" color="text.secondary">
        {t('renewalAdjustments.dialog.date', { date: formatDate(renewal.renewalDate) })}
      </Typography>
      <KindField form={form} />
      {kind === null ? null : shapeOf(kind) === 'newGood' ? (
        <NewGoodFields form={form} />
      ) : (
        <HeldGoodFields form={form} kind={kind} adjustedIds={adjustedIds} />
      )}
      {kind === null ? null : <AdjustmentPreviewLine form={form} />}
      <CommonFields form={form} />
      {refusal === null ? null : (
        <Alert severity="error">
          <AlertTitle>{t('renewalAdjustments.dialog.refused')}</AlertTitle>
          {errorText(refusal)}
        </Alert>
      )}
    </FormDialog>
  );
}
