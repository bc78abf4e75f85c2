import { firstYearDepreciationRules } from '@inventario/shared/contracts/school-data';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { type Control, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SchoolDataForm } from './school-data-form-model.ts';

/** How assets charged during a year are depreciated in that first year: none, half or the full rate. */
export function DepreciationRuleField({ control }: { control: Control<SchoolDataForm> }) {
  const { t } = useTranslation();
  const labelId = useId();
  const { field } = useController({ control, name: 'firstYearDepreciation' });
  return (
    <FormControl>
      <FormLabel id={labelId}>{t('settings.depreciation.label')}</FormLabel>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('settings.depreciation.explanation')}
      </Typography>
      <RadioGroup
        aria-labelledby={labelId}
        name={field.name}
        value={field.value}
        onChange={(event) => field.onChange(event.target.value)}
      >
        {firstYearDepreciationRules.map((rule) => (
          <FormControlLabel
            key={rule}
            value={rule}
            control={<Radio />}
            sx={{ alignItems: 'flex-start', mb: 1, '& .MuiRadio-root': { mt: -0.75 } }}
            label={
              <Stack>
                <Typography>{t(`settings.depreciation.rules.${rule}.label`)}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {t(`settings.depreciation.rules.${rule}.help`)}
                </Typography>
              </Stack>
            }
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
