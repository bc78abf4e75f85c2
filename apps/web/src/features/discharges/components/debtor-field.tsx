import type { Debtor } from '@inventario/shared/contracts/parties';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ClearChoiceAdornment } from '@/components/forms/clear-choice-adornment.tsx';
import { useFieldErrorText } from '@/components/forms/use-field-error-text.ts';
import { useSelectionRequest } from '@/components/selection/use-selection-request.ts';
import type { ChosenDebtor } from '../model/discharge-filters.ts';
import { DebtorSearchDialog } from './debtor-search-dialog.tsx';

export interface DebtorFieldProps<T extends FieldValues> {
  control: Control<T>;
  /** A field holding a `ChosenDebtor` or null. */
  name: FieldPath<T>;
  label: string;
  /** The filter bar's compact field: no search button beside it (a click on the field searches). */
  compact?: boolean;
  helperText?: string;
}

/**
 * A debtor chosen with the destination search: shown by name, searched with the button or a click on
 * the field, cleared with ×.
 */
export function DebtorField<T extends FieldValues>({
  control,
  name,
  label,
  compact,
  helperText,
}: DebtorFieldProps<T>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const message = useFieldErrorText()(fieldState.error?.message);
  const search = useSelectionRequest<Debtor>();
  const value = field.value as ChosenDebtor | null;
  const searchDebtor = async () => {
    const [chosen] = (await search.request()) ?? [];
    if (chosen) field.onChange({ id: chosen.id, description: chosen.description } satisfies ChosenDebtor);
  };
  const input = (
    <TextField
      size={compact ? 'small' : 'medium'}
      label={label}
      value={value?.description ?? ''}
      placeholder={compact ? undefined : t('discharges.details.noDebtor')}
      error={Boolean(fieldState.error)}
      helperText={message ?? helperText}
      onClick={() => void searchDebtor()}
      inputRef={field.ref}
      slotProps={{
        input: {
          readOnly: true,
          endAdornment: value ? (
            <ClearChoiceAdornment
              label={t('discharges.details.clearDebtor')}
              onClear={() => field.onChange(null)}
            />
          ) : undefined,
        },
        inputLabel: compact ? undefined : { shrink: true },
      }}
      sx={compact ? { width: { sm: 260 } } : { flex: 1 }}
    />
  );
  return (
    <>
      {compact ? (
        input
      ) : (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', flex: 1 }}>
          {input}
          <Button
            startIcon={<ManageSearchIcon />}
            onClick={() => void searchDebtor()}
            sx={{ mt: 1, flexShrink: 0 }}
          >
            {t('discharges.details.searchDebtor')}
          </Button>
        </Stack>
      )}
      <DebtorSearchDialog {...search.dialogProps} />
    </>
  );
}
