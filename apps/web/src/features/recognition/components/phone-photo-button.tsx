import PhotoCameraOutlinedIcon from '@mui/icons-material/PhotoCameraOutlined';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/shell/errors/use-error-text.ts';

type PhotoState =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent' }
  | { kind: 'failed'; reason: string };

/**
 * The camera of a found good's read: the phone's camera opens (`capture`), and the photo is attached
 * to the good at once. Offline it waits for the network: a photo is too large to keep with the reads.
 */
export function PhonePhotoButton(props: {
  good: string;
  online: boolean;
  onPhoto: (file: File) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<PhotoState>({ kind: 'idle' });
  const send = async (file: File) => {
    setState({ kind: 'sending' });
    try {
      await props.onPhoto(file);
      setState({ kind: 'sent' });
    } catch (error) {
      setState({ kind: 'failed', reason: errorText(error) });
    }
  };
  const label = props.online
    ? t('recognitionPhone.photo.take', { good: props.good })
    : t('recognitionPhone.photo.offline', { good: props.good });
  return (
    <>
      <Typography
        role="status"
        variant="caption"
        color={state.kind === 'failed' ? 'error' : 'text.secondary'}
      >
        {state.kind === 'sent' ? t('recognitionPhone.photo.sent') : null}
        {state.kind === 'failed' ? state.reason : null}
      </Typography>
      {state.kind === 'sending' ? (
        <CircularProgress size={24} aria-label={t('recognitionPhone.photo.sending')} />
      ) : (
        <IconButton
          aria-label={label}
          title={label}
          disabled={!props.online}
          onClick={() => input.current?.click()}
        >
          <PhotoCameraOutlinedIcon />
        </IconButton>
      )}
      <input
        ref={input}
        type="file"
        accept="image/*"
        capture="environment"
        hidden
        aria-label={label}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void send(file);
        }}
      />
    </>
  );
}
