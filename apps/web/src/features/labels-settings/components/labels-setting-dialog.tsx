import { zodResolver } from '@hookform/resolvers/zod';
import { type LabelsSetting, labelsSettingCreateSchema } from '@inventario/shared/contracts/labels-settings';
import {
  BARCODE_SCALE_LIMITS,
  LABEL_GRID_LIMITS,
  LABEL_SYMBOLS,
  type LabelSymbols,
} from '@inventario/shared/domain/labels/labels-setting';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/forms/form-dialog.tsx';
import { FormTextField } from '@/components/forms/form-text-field.tsx';
import { textLimits } from '@/components/forms/text-limit.ts';
import { useFieldErrorText } from '@/components/forms/use-field-error-text.ts';
import { useSaveForm } from '@/components/forms/use-save-form.ts';
import { useCreateLabelsSetting } from '../api/create-labels-setting.ts';
import { useUpdateLabelsSetting } from '../api/update-labels-setting.ts';
import {
  type LabelsSettingFormValues,
  labelsSettingFormDefaults,
  labelsSettingFormFields,
  labelsSettingFormSchema,
  parseDecimalText,
  previewLayout,
  SYMBOLS_TOO_SMALL,
  symbolsFit,
  toLabelsSettingCreate,
  withKind,
} from '../model/labels-setting-form.ts';
import { LabelGridPreview } from './label-grid-preview.tsx';

const LAYOUT_LIMITS = textLimits(labelsSettingCreateSchema);

export interface LabelsSettingDialogProps {
  /** One of the school's layouts to edit (never a default); undefined to create one. */
  layout: LabelsSetting | undefined;
  onClose: () => void;
  onSaved: (layout: LabelsSetting) => void;
}

/** Create or edit a label layout, with the sheet it describes drawn beside the fields. Mount it to open it. */
export function LabelsSettingDialog({ layout, onClose, onSaved }: LabelsSettingDialogProps) {
  const { t, i18n } = useTranslation();
  const kindLabelId = useId();
  const symbolsLabelId = useId();
  const symbolsHelpId = useId();
  const create = useCreateLabelsSetting();
  const update = useUpdateLabelsSetting();
  const { form, submit } = useSaveForm({
    form: {
      resolver: zodResolver(labelsSettingFormSchema),
      mode: 'onTouched',
      defaultValues: labelsSettingFormDefaults(layout),
    },
    fields: labelsSettingFormFields,
    codeFields: { labelTooSmallForQr: { field: 'symbols', message: SYMBOLS_TOO_SMALL } },
    save: (submitted: LabelsSettingFormValues) => {
      const body = toLabelsSettingCreate(submitted);
      return layout ? update.mutateAsync({ ...body, id: layout.id }) : create.mutateAsync(body);
    },
    savedMessage: t('labelsSettings.form.saved'),
    failedMessage: t('labelsSettings.form.saveFailed'),
    onSaved,
  });
  const values = useWatch({ control: form.control }) as LabelsSettingFormValues;
  const zebra = values.kind === 'zebra';

  const changeKind = (kind: LabelsSettingFormValues['kind']) => {
    const next = withKind(form.getValues(), kind);
    form.setValue('kind', next.kind);
    form.setValue('rowsNumber', next.rowsNumber, { shouldValidate: true });
    form.setValue('columnsNumber', next.columnsNumber, { shouldValidate: true });
  };
  // Said as the grid is typed (the form's own check and the server's say the same on save).
  const fits = symbolsFit(values);
  const symbolsError = fits ? undefined : SYMBOLS_TOO_SMALL;
  const { clearErrors } = form;
  useEffect(() => {
    if (fits) clearErrors('symbols');
  }, [fits, clearErrors]);
  const errorText = useFieldErrorText();
  const decimals = new Intl.NumberFormat(i18n.language === 'en' ? 'en-GB' : 'it-IT');
  const range = (limits: { min: number; max: number }) => ({
    min: decimals.format(limits.min),
    max: decimals.format(limits.max),
  });

  return (
    <FormDialog
      open
      title={
        layout
          ? t('labelsSettings.form.editTitle', { description: layout.description })
          : t('labelsSettings.form.addTitle')
      }
      onSubmit={submit}
      onClose={onClose}
      submitting={create.isPending || update.isPending}
      maxWidth="md"
    >
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
        <Stack spacing={2} sx={{ flex: 1 }}>
          <FormTextField
            control={form.control}
            name="description"
            label={t('labelsSettings.form.description')}
            required
            autoFocus
            maxLength={LAYOUT_LIMITS.description}
          />
          <FormControl>
            <FormLabel id={kindLabelId}>{t('labelsSettings.form.kind')}</FormLabel>
            <RadioGroup
              row
              aria-labelledby={kindLabelId}
              value={values.kind}
              onChange={(event) => changeKind(event.target.value === 'zebra' ? 'zebra' : 'sheet')}
            >
              <FormControlLabel value="sheet" control={<Radio />} label={t('labelsSettings.kinds.sheet')} />
              <FormControlLabel value="zebra" control={<Radio />} label={t('labelsSettings.kinds.zebra')} />
            </RadioGroup>
            {zebra ? <FormHelperText>{t('labelsSettings.form.zebraHint')}</FormHelperText> : null}
          </FormControl>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormTextField
              control={form.control}
              name="rowsNumber"
              label={t('labelsSettings.form.rowsNumber', range(LABEL_GRID_LIMITS.rows))}
              required
              disabled={zebra}
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 2 } }}
              sx={{ flex: 1 }}
            />
            <FormTextField
              control={form.control}
              name="columnsNumber"
              label={t('labelsSettings.form.columnsNumber', range(LABEL_GRID_LIMITS.columns))}
              required
              disabled={zebra}
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 1 } }}
              sx={{ flex: 1 }}
            />
          </Stack>
          <FormTextField
            control={form.control}
            name="barcodeScale"
            label={t('labelsSettings.form.barcodeScale', range(BARCODE_SCALE_LIMITS))}
            required
            slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 4 } }}
          />
          <FormControl error={Boolean(symbolsError)}>
            <FormLabel id={symbolsLabelId}>{t('labelsSettings.form.symbols')}</FormLabel>
            <RadioGroup
              aria-labelledby={symbolsLabelId}
              aria-describedby={symbolsHelpId}
              value={values.symbols}
              onChange={(event) =>
                form.setValue('symbols', event.target.value as LabelSymbols, {
                  shouldValidate: true,
                  shouldDirty: true,
                })
              }
            >
              {LABEL_SYMBOLS.map((symbols) => (
                <FormControlLabel
                  key={symbols}
                  value={symbols}
                  control={<Radio />}
                  label={t(`labelsSettings.symbols.${symbols}`)}
                />
              ))}
            </RadioGroup>
            <FormHelperText id={symbolsHelpId}>
              {symbolsError ? errorText(symbolsError) : t('labelsSettings.form.symbolsHint')}
            </FormHelperText>
          </FormControl>
        </Stack>
        <Paper variant="outlined" sx={{ p: 2, width: { md: 240 }, flexShrink: 0 }}>
          <Typography variant="subtitle2" sx={{ mb: 1.5 }}>
            {t('labelsSettings.preview.title')}
          </Typography>
          <LabelGridPreview
            layout={previewLayout(values)}
            barcodeScale={parseDecimalText(values.barcodeScale)}
            symbols={values.symbols}
          />
        </Paper>
      </Stack>
    </FormDialog>
  );
}
