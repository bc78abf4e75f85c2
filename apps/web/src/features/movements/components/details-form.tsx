import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { emptyAsNull, FormTextField } from '@/components/forms/form-text-field.tsx';

export interface DetailsFormProps {
  formId: string;
  onSubmit: () => void;
  /** The voucher's lines in a sentence, above the fields. */
  summary: ReactNode;
  /** The movement's own fields. */
  children: ReactNode;
}

/** The form of a movement's details step: the lines' summary, then the fields; the editor submits it. */
export function DetailsForm({ formId, onSubmit, summary, children }: DetailsFormProps) {
  return (
    <Stack
      component="form"
      id={formId}
      noValidate
      spacing={2}
      onSubmit={(event) => {
        event.preventDefault();
        // Dialogs opened from here are portals whose own forms' submits still bubble here through React.
        if (event.target === event.currentTarget) onSubmit();
      }}
    >
      {summary}
      {children}
    </Stack>
  );
}

/** Fields side by side on a wide screen, one under the other on a phone. */
export function DetailsRow({ children }: { children: ReactNode }) {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
      {children}
    </Stack>
  );
}

/** A movement's notes, within its contract's limit (`maxLength`); blank is none. */
export function NotesField<V extends FieldValues & { notes: string | null }>({
  control,
  label,
  maxLength,
}: {
  control: Control<V>;
  label: string;
  maxLength: number | undefined;
}) {
  return (
    <FormTextField
      control={control}
      // Every movement form names its notes `notes`: `V` says so, TypeScript cannot see it through the generic.
      name={'notes' as FieldPath<V>}
      label={label}
      toValue={emptyAsNull}
      multiline
      minRows={3}
      maxLength={maxLength}
    />
  );
}
