import Box from '@mui/material/Box';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField, numberToText, textToNumber } from '@/components/forms/form-text-field.tsx';
import type { SchoolDataForm } from './school-data-form-model.ts';

const REGISTERS = ['movable', 'books', 'historic', 'vehicles'] as const;

/** The last durable progressive used in each durable register (0: the next asset gets number 1). */
export function DurableProgressivesFields({ control }: { control: Control<SchoolDataForm> }) {
  const { t } = useTranslation();
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' },
      }}
    >
      {REGISTERS.map((register) => (
        <FormTextField
          key={register}
          control={control}
          name={`lastDurableProgressive.${register}`}
          label={t(`settings.durable.${register}`)}
          type="number"
          toValue={textToNumber}
          fromValue={numberToText}
          slotProps={{ htmlInput: { min: 0, step: 1 } }}
        />
      ))}
    </Box>
  );
}
