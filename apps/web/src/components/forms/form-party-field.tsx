import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import type { SelectionDialogProps } from '@/components/selection/selection-dialog.tsx';
import { useSelectionRequest } from '@/components/selection/use-selection-request.ts';
import { ClearChoiceAdornment } from './clear-choice-adornment.tsx';
import { useFieldErrorText } from './use-field-error-text.ts';

/** A party (creditor or debtor) as a form keeps it: enough to send its id and show its name. */
export interface ChosenParty {
  id: number;
  description: string;
}

export interface FormPartyFieldTexts {
  /** Shown while none is chosen (not in the compact field). */
  none: string;
  search: string;
  clear: string;
}

export interface FormPartyFieldProps<T extends FieldValues, P extends ChosenParty> {
  control: Control<T>;
  /** A field holding a `ChosenParty` or null. */
  name: FieldPath<T>;
  label: string;
  texts: FormPartyFieldTexts;
  /** The party search, opened by the button or a click on the field; it confirms the one chosen. */
  renderSearch: (props: SelectionDialogProps<P>) => ReactNode;
  /** The filter bar's compact field: no search button beside it (a click on the field searches). */
  compact?: boolean;
  required?: boolean;
  helperText?: string;
}

/** A party chosen with its search dialog: shown by name, searched with the button or a click, cleared with ×. */
export function FormPartyField<T extends FieldValues, P extends ChosenParty>({
  control,
  name,
  label,
  texts,
  renderSearch,
  compact = false,
  required = false,
  helperText,
}: FormPartyFieldProps<T, P>) {
  const { field, fieldState } = useController({ control, name });
  const message = useFieldErrorText()(fieldState.error?.message);
  const search = useSelectionRequest<P>();
  const chosen = field.value as ChosenParty | null;
  const find = async () => {
    const [party] = (await search.request()) ?? [];
    if (party) field.onChange({ id: party.id, description: party.description } satisfies ChosenParty);
  };
  const input = (
    <TextField
      size={compact ? 'small' : 'medium'}
      label={label}
      name={field.name}
      inputRef={field.ref}
      required={required}
      value={chosen?.description ?? ''}
      placeholder={compact ? undefined : texts.none}
      error={Boolean(fieldState.error)}
      helperText={message ?? helperText}
      onClick={() => void find()}
      slotProps={{
        input: {
          readOnly: true,
          endAdornment: chosen ? (
            <ClearChoiceAdornment label={texts.clear} onClear={() => field.onChange(null)} />
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
          <Button startIcon={<ManageSearchIcon />} onClick={() => void find()} sx={{ mt: 1, flexShrink: 0 }}>
            {texts.search}
          </Button>
        </Stack>
      )}
      {/* The search dialog has forms of its own, whose submits would bubble through React to the form
          holding this field and send it. */}
      <Box component="span" sx={{ display: 'contents' }} onSubmit={(event) => event.stopPropagation()}>
        {renderSearch(search.dialogProps)}
      </Box>
    </>
  );
}
