import type { RecognitionLocation, ScanLinkCreated } from '@inventario/shared/contracts/recognition';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import QrCode2Icon from '@mui/icons-material/QrCode2';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLatestCallback } from '@/components/actions/use-latest-callback.ts';
import { useToast } from '@/shell/toast/use-toast.ts';
import { useCreateScanLink } from '../api/create-scan-link.ts';
import { useScanLinks } from '../api/get-scan-links.ts';
import { linkPlace, qrDialogView } from '../model/scan-links.ts';
import { QrCodeImage } from './qr-code-image.tsx';

/** The QR code's side on screen, in CSS pixels: a phone reads it at arm's length. */
const QR_SIZE = 288;
/** The longest a timer waits (setTimeout's limit is about 24.8 days). */
const MAX_TIMER_MS = 2 ** 31 - 1;

export interface ScanLinkDialogProps {
  recognitionId: number;
  link: ScanLinkCreated;
  /** The location the phone reads in; null: any of the recognition's. */
  place: string | null;
  creating: boolean;
  onNewCode: () => void;
  onClose: () => void;
}

/**
 * A phone's QR code: where it reads, the code until it expires (with the minutes left), its URL to
 * copy for a phone that cannot scan, and a new code once a phone took it or it expired. The phones'
 * list, reloaded every few seconds, tells when a phone has taken it.
 */
export function ScanLinkDialog(props: ScanLinkDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const titleId = useId();
  const urlRef = useRef<HTMLInputElement>(null);
  const { link } = props;
  const links = useScanLinks(props.recognitionId, true);
  const facts = links.data?.find((one) => one.id === link.id) ?? link;
  const [, setTick] = useState(0);
  const view = qrDialogView(facts, new Date());
  const { state } = view;
  const waitMs = view.changesInMs;
  useEffect(() => {
    if (waitMs === null) return;
    const timer = setTimeout(() => setTick((tick) => tick + 1), Math.min(waitMs + 50, MAX_TIMER_MS));
    return () => clearTimeout(timer);
  }, [waitMs]);

  const place = props.place ?? t('recognition.phones.allLocations');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link.url);
      toast.success(t('recognition.phones.dialog.copied'));
    } catch {
      // No clipboard (a page served over plain HTTP): the link is selected for the user to copy.
      urlRef.current?.select();
      toast.warning(t('recognition.phones.dialog.copyFailed'));
    }
  };

  return (
    <Dialog open onClose={props.onClose} maxWidth="xs" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('recognition.phones.dialog.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ alignItems: 'center' }}>
          <Typography sx={{ alignSelf: 'stretch' }}>
            {t('recognition.phones.dialog.place', { place })}
          </Typography>
          {view.showsCode ? (
            <QrCodeImage
              text={link.url}
              size={QR_SIZE}
              alt={t('recognition.phones.dialog.alt', { place })}
              failedText={t('recognition.phones.dialog.drawFailed')}
            />
          ) : null}
          <Stack spacing={0.5} sx={{ alignSelf: 'stretch' }} role="status">
            {state.kind === 'waiting' ? (
              <>
                <Typography sx={{ fontWeight: 500 }}>
                  {state.until.date
                    ? t('recognition.phones.dialog.validUntilDay', state.until)
                    : t('recognition.phones.dialog.validUntil', state.until)}{' '}
                  <Typography component="span" color="text.secondary">
                    {t('recognition.phones.dialog.minutesLeft', { count: state.minutesLeft })}
                  </Typography>
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('recognition.phones.dialog.scan')}
                </Typography>
              </>
            ) : null}
            {state.kind === 'reading' ? (
              <Alert severity="success">
                {state.until.date
                  ? t('recognition.phones.dialog.connectedDay', state.until)
                  : t('recognition.phones.dialog.connected', state.until)}
              </Alert>
            ) : null}
            {state.kind === 'expired' ? (
              <Alert severity="warning">{t('recognition.phones.dialog.expired')}</Alert>
            ) : null}
            {state.kind === 'revoked' ? (
              <Alert severity="info">{t('recognition.phones.dialog.revoked')}</Alert>
            ) : null}
          </Stack>
          {view.showsCode ? (
            <TextField
              label={t('recognition.phones.dialog.url')}
              value={link.url}
              helperText={t('recognition.phones.dialog.urlHelp')}
              fullWidth
              inputRef={urlRef}
              slotProps={{
                htmlInput: { readOnly: true, spellCheck: false },
                input: {
                  endAdornment: (
                    <InputAdornment position="end">
                      <Tooltip title={t('recognition.phones.dialog.copy')}>
                        <IconButton
                          edge="end"
                          aria-label={t('recognition.phones.dialog.copy')}
                          onClick={() => void copy()}
                        >
                          <ContentCopyIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    </InputAdornment>
                  ),
                },
              }}
              onFocus={(event) => event.target.select()}
            />
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        {view.offersNewCode ? (
          <Button startIcon={<QrCode2Icon />} loading={props.creating} onClick={props.onNewCode}>
            {t('recognition.phones.dialog.newCode')}
          </Button>
        ) : null}
        <Button variant={view.offersNewCode ? 'text' : 'contained'} onClick={props.onClose}>
          {t('common.actions.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * Shows a phone's QR code: asks the server for a new link (for a location, or the whole recognition
 * with null), then opens its dialog; "new code" asks again for the same place. `element` is the dialog
 * to render, `pending` while a link is being made.
 */
export function useScanLinkQr(recognitionId: number, locations: readonly RecognitionLocation[]) {
  const { t } = useTranslation();
  const toast = useToast();
  const create = useCreateScanLink(recognitionId);
  const [shown, setShown] = useState<{ idLocation: number | null; link: ScanLinkCreated }>();

  const show = useLatestCallback(async (idLocation: number | null) => {
    try {
      const link = await create.mutateAsync(idLocation);
      setShown({ idLocation, link });
    } catch (error) {
      toast.error(t('recognition.phones.createFailed'), error);
    }
  });

  const element = shown ? (
    <ScanLinkDialog
      recognitionId={recognitionId}
      link={shown.link}
      place={linkPlace(shown.idLocation, locations)}
      creating={create.isPending}
      onNewCode={() => void show(shown.idLocation)}
      onClose={() => setShown(undefined)}
    />
  ) : null;
  return { show, pending: create.isPending, element };
}
