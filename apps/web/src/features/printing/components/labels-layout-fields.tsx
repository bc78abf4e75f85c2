import { labelHeadingMaxLength } from '@inventario/shared/domain/labels/labels-setting';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { type Control, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelectField } from '@/components/forms/form-select-field.tsx';
import { useFieldErrorText } from '@/components/forms/use-field-error-text.ts';
import { type LabelsFormValues, type LayoutChoice, labelsDocumentType } from '../model/labels-form.ts';

export interface LabelsLayoutFieldsProps {
  control: Control<LabelsFormValues>;
  layouts: readonly (LayoutChoice & { description: string })[];
  /** The chosen layout, which bounds the heading. */
  layout: LayoutChoice | undefined;
  schoolHeading: string;
}

/** The label type (layout) and the heading printed on each label. */
export function LabelsLayoutFields({ control, layouts, layout, schoolHeading }: LabelsLayoutFieldsProps) {
  const { t } = useTranslation();
  const options = layouts.map((choice) => ({ value: choice.id, label: choice.description }));
  return (
    <>
      <FormSelectField
        control={control}
        name="idLabelsSetting"
        label={t('printingLabels.fields.idLabelsSetting')}
        options={options}
        fullWidth
        required
      />
      <HeadingField control={control} max={labelHeadingMaxLength(layout)} schoolHeading={schoolHeading} />
    </>
  );
}

interface HeadingFieldProps {
  control: Control<LabelsFormValues>;
  max: number;
  schoolHeading: string;
}

/**
 * The heading, prefilled with the school's: the helper says whether it is still the school's (labels)
 * or a custom one (custom labels), beside a counter against the layout's limit.
 */
function HeadingField({ control, max, schoolHeading }: HeadingFieldProps) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name: 'labelsHeading' });
  const errorText = useFieldErrorText()(fieldState.error?.message);
  const custom = labelsDocumentType(field.value, schoolHeading) === 32;
  const length = field.value.trim().length;
  const hint = custom ? t('printingLabels.heading.custom') : t('printingLabels.heading.school');
  return (
    <TextField
      name={field.name}
      inputRef={field.ref}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      label={t('printingLabels.fields.labelsHeading')}
      error={Boolean(errorText)}
      fullWidth
      helperText={
        <Stack direction="row" component="span" spacing={2} sx={{ justifyContent: 'space-between' }}>
          <span>{errorText ?? hint}</span>
          <span>{t('printingLabels.heading.counter', { length, max })}</span>
        </Stack>
      }
      slotProps={{
        input: {
          endAdornment: custom ? (
            <InputAdornment position="end">
              <Tooltip title={t('printingLabels.heading.restore')}>
                <IconButton
                  aria-label={t('printingLabels.heading.restore')}
                  edge="end"
                  onClick={() => field.onChange(schoolHeading)}
                >
                  <RestartAltIcon />
                </IconButton>
              </Tooltip>
            </InputAdornment>
          ) : undefined,
        },
      }}
    />
  );
}
