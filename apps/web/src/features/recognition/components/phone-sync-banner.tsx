import SyncIcon from '@mui/icons-material/Sync';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api/api-error.ts';
import { useErrorText } from '@/shell/errors/use-error-text.ts';
import type { PhoneSync } from './use-phone-session.ts';

export interface PhoneSyncBannerProps {
  pending: number;
  online: boolean;
  sync: PhoneSync;
  onSend: () => void;
}

/** What is still on the phone, always in sight: waiting for the network, being sent, refused, or all sent. */
export function PhoneSyncBanner({ pending, online, sync, onSend }: PhoneSyncBannerProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const refused = sync.last?.kind === 'refused' ? sync.last.code : undefined;
  const action =
    pending > 0 ? (
      <Button color="inherit" size="small" startIcon={<SyncIcon />} loading={sync.sending} onClick={onSend}>
        {t('recognitionPhone.sync.send')}
      </Button>
    ) : undefined;
  if (pending === 0)
    return (
      <Alert severity="success" role="status">
        {t('recognitionPhone.sync.allSent')}
      </Alert>
    );
  if (refused)
    return (
      <Alert severity="error" role="status" action={action}>
        {t('recognitionPhone.sync.refused', {
          count: pending,
          reason: errorText(new ApiError(refused, refused, 400)),
        })}
      </Alert>
    );
  const offline = !online || sync.last?.kind === 'offline';
  return (
    <Alert severity={offline ? 'warning' : 'info'} role="status" action={action}>
      {t(offline ? 'recognitionPhone.sync.offline' : 'recognitionPhone.sync.pending', { count: pending })}
    </Alert>
  );
}
