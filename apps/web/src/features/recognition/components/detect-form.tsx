import type { RecognitionLocation } from '@inventario/shared/contracts/recognition';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/shell/errors/use-error-text.ts';
import { useDetect } from '../api/detect.ts';
import { type ReadSeverity, readMessage } from '../model/read-outcome.ts';
import { placeText } from '../model/recognition-labels.ts';

export interface DetectFormProps {
  recognitionId: number;
  locations: readonly RecognitionLocation[];
  currentId: number | null;
  onCurrentChange: (idLocation: number) => void;
}

interface Said {
  /** Each read its own message, so the same answer twice is announced twice. */
  read: number;
  text: string;
  severity: ReadSeverity;
}

/**
 * "Rileva": the current location and the code of a good (typed, or typed by a keyboard-wedge scanner
 * that ends with Enter). After each read the field is emptied and keeps the focus, so reads go on
 * without the mouse; the outcome is said in a live region. A read does not wait for the one before.
 */
export function DetectForm(props: DetectFormProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const detect = useDetect(props.recognitionId);
  const [code, setCode] = useState('');
  const [said, setSaid] = useState<Said>();
  const reads = useRef(0);
  const codeRef = useRef<HTMLInputElement>(null);
  const { currentId } = props;

  const say = (text: string, severity: ReadSeverity) => {
    reads.current += 1;
    setSaid({ read: reads.current, text, severity });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const read = code.trim();
    codeRef.current?.focus();
    if (!read) return;
    if (currentId === null) {
      say(t('recognition.read.noLocation'), 'warning');
      return;
    }
    setCode('');
    try {
      const result = await detect.mutateAsync({ code: read, idLocation: currentId });
      const message = readMessage(read, result);
      say(t(message.key, message.values), message.severity);
    } catch (error) {
      say(`${read}: ${errorText(error)}`, 'error');
    }
  };

  return (
    <Stack spacing={2}>
      <Stack
        component="form"
        noValidate
        onSubmit={(event) => void submit(event)}
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ alignItems: { md: 'flex-start' } }}
      >
        <TextField
          select
          label={t('recognition.read.location')}
          value={currentId === null ? '' : String(currentId)}
          onChange={(event) => props.onCurrentChange(Number(event.target.value))}
          sx={{ minWidth: 260, flex: 1 }}
        >
          {props.locations.map((location) => (
            <MenuItem key={location.idLocation} value={String(location.idLocation)}>
              {placeText(location)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={t('recognition.read.code')}
          helperText={t('recognition.read.codeHelp')}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          inputRef={codeRef}
          autoComplete="off"
          slotProps={{ htmlInput: { maxLength: 200, spellCheck: false, autoCapitalize: 'characters' } }}
          sx={{ flex: 1, minWidth: 220 }}
        />
        <Button
          type="submit"
          variant="contained"
          startIcon={<QrCodeScannerIcon />}
          sx={{ mt: { md: 1 }, flexShrink: 0 }}
        >
          {t('recognition.read.submit')}
        </Button>
      </Stack>
      <Box role="status" aria-live="polite" aria-atomic="true">
        {said ? (
          <Alert key={said.read} severity={said.severity} role="presentation">
            {said.text}
          </Alert>
        ) : null}
      </Box>
    </Stack>
  );
}
