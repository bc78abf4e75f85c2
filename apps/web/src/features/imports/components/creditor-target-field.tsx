import type { Creditor } from '@inventario/shared/contracts/parties';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useSelectionRequest } from '@/components/selection/use-selection-request.ts';
import { CreditorSearchDialog } from '@/features/parties';
import type { ChosenTarget } from './target-autocomplete.tsx';

export interface CreditorTargetFieldProps {
  label: string;
  value: ChosenTarget | null;
  onChange: (target: ChosenTarget) => void;
  error?: string;
}

/**
 * The school's creditor to map onto, found with the creditor search of the charges (by name, VAT
 * number or fiscal code): a school has too many to list them all.
 */
export function CreditorTargetField({ label, value, onChange, error }: CreditorTargetFieldProps) {
  const { t } = useTranslation();
  const search = useSelectionRequest<Creditor>();
  const find = async () => {
    const [creditor] = (await search.request()) ?? [];
    if (creditor) onChange({ id: creditor.id, label: creditor.description });
  };
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          label={label}
          required
          value={value?.label ?? ''}
          placeholder={t('imports.mapping.dialog.noCreditor')}
          error={Boolean(error)}
          helperText={error}
          onClick={() => void find()}
          slotProps={{ input: { readOnly: true }, inputLabel: { shrink: true } }}
          sx={{ flex: 1 }}
        />
        <Button
          startIcon={<ManageSearchIcon />}
          onClick={() => void find()}
          sx={{ mt: { sm: 1 }, flexShrink: 0 }}
        >
          {t('imports.mapping.dialog.searchCreditor')}
        </Button>
      </Stack>
      {/* The search has forms of its own, whose submits would bubble through React to this dialog's. */}
      <Box component="span" sx={{ display: 'contents' }} onSubmit={(event) => event.stopPropagation()}>
        <CreditorSearchDialog {...search.dialogProps} />
      </Box>
    </>
  );
}
