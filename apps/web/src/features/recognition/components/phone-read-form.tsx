import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The typed fallback: a label the camera cannot read (glossy, torn) is read by its number. */
export function PhoneReadForm({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const field = useRef<HTMLInputElement>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    field.current?.focus();
    if (!code.trim()) return;
    onCode(code);
    setCode('');
  };
  return (
    <Stack
      component="form"
      direction="row"
      spacing={1}
      onSubmit={submit}
      noValidate
      sx={{ alignItems: 'flex-start' }}
    >
      <TextField
        inputRef={field}
        label={t('recognitionPhone.typed.label')}
        helperText={t('recognitionPhone.typed.help')}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        autoComplete="off"
        slotProps={{ htmlInput: { autoCapitalize: 'characters', enterKeyHint: 'send', maxLength: 200 } }}
        sx={{ flexGrow: 1 }}
      />
      <Button type="submit" variant="outlined" size="large" sx={{ mt: 1 }}>
        {t('recognitionPhone.typed.submit')}
      </Button>
    </Stack>
  );
}
