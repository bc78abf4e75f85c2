import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/forms/form-text-field.tsx';
import type { SubcategoryFormValues } from '../model/subcategory-form.ts';

export interface RateFieldsProps {
  control: Control<SubcategoryFormValues>;
  /** "Aliquota in vigore: 10 % dal 2022", when the subcategory has one. */
  currentRate?: string | undefined;
  autoFocus?: boolean;
}

/** The rate and the year it applies from, with why the year matters. */
export function RateFields({ control, currentRate, autoFocus = false }: RateFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          control={control}
          name="ratePercent"
          label={t('catalogue.subcategoryForm.ratePercent')}
          helperText={currentRate}
          required
          autoFocus={autoFocus}
          onFocus={(event) => event.target.select()}
          slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 6 } }}
          sx={{ flex: 1 }}
        />
        <FormTextField
          control={control}
          name="validFromYear"
          label={t('catalogue.subcategoryForm.validFromYear')}
          required
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
          sx={{ width: { sm: 180 } }}
        />
      </Stack>
      <Alert severity="info" variant="outlined">
        {t('catalogue.subcategoryForm.rateHelp')}
      </Alert>
    </>
  );
}
