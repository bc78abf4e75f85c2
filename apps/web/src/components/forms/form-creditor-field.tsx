import type { Creditor } from '@inventario/shared/contracts/parties';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CreditorSearchDialog } from '@/components/selection/creditor-search-dialog.tsx';
import { useSelectionRequest } from '@/components/selection/use-selection-request.ts';
import { ClearChoiceAdornment } from './clear-choice-adornment.tsx';
import { useFieldErrorText } from './use-field-error-text.ts';

/** A creditor as a form keeps it: enough to send its id and show its name. */
export interface ChosenCreditor {
  id: number;
  description: string;
}

export interface FormCreditorFieldProps<T extends FieldValues> {
  control: Control<T>;
  /** A field holding a `ChosenCreditor` or null. */
  name: FieldPath<T>;
  label: string;
  required?: boolean;
}

/**
 * The supplier (creditor) of a form: chosen with the creditor search of spec 01 §2 (never with a blank
 * term, or created there on the spot), shown by name, cleared with ×.
 */
export function FormCreditorField<T extends FieldValues>({
  control,
  name,
  label,
  required,
}: FormCreditorFieldProps<T>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const message = useFieldErrorText()(fieldState.error?.message);
  const search = useSelectionRequest<Creditor>();
  const chosen = field.value as ChosenCreditor | null;
  const find = async () => {
    const [creditor] = (await search.request()) ?? [];
    if (creditor) field.onChange({ id: creditor.id, description: creditor.description });
  };
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', flex: 1 }}>
      <TextField
        label={label}
        name={field.name}
        inputRef={field.ref}
        required={required ?? false}
        value={chosen?.description ?? ''}
        placeholder={t('forms.creditor.none')}
        error={Boolean(fieldState.error)}
        helperText={message}
        onClick={() => void find()}
        slotProps={{
          input: {
            readOnly: true,
            endAdornment: chosen ? (
              <ClearChoiceAdornment label={t('forms.creditor.clear')} onClear={() => field.onChange(null)} />
            ) : undefined,
          },
          inputLabel: { shrink: true },
        }}
        sx={{ flex: 1 }}
      />
      <Button startIcon={<ManageSearchIcon />} onClick={() => void find()} sx={{ mt: 1, flexShrink: 0 }}>
        {t('forms.creditor.search')}
      </Button>
      <CreditorSearchDialog {...search.dialogProps} />
    </Stack>
  );
}
