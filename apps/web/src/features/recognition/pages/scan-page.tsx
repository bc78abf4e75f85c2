import type { ScanContext } from '@inventario/shared/contracts/recognition';
import { formatDate } from '@inventario/shared/format/date';
import CloudDoneIcon from '@mui/icons-material/CloudDone';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import Alert from '@mui/material/Alert';
import AppBar from '@mui/material/AppBar';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api/api-error.ts';
import { useErrorText } from '@/shell/errors/use-error-text.ts';
import { PhoneCamera } from '../components/phone-camera.tsx';
import { PhoneReadForm } from '../components/phone-read-form.tsx';
import { GoodsToFindList, PhoneReadsList } from '../components/phone-reads-list.tsx';
import { PhoneSyncBanner } from '../components/phone-sync-banner.tsx';
import { PhoneTallyPanel } from '../components/phone-tally.tsx';
import { usePhoneSession } from '../components/use-phone-session.ts';
import { goodsToFind, phoneTally } from '../model/phone-reads.ts';
import { placeText } from '../model/recognition-labels.ts';

/** Most reads the page lists; every read stays on the phone until sent. */
const READS_SHOWN = 50;

function LocationPicker(props: {
  context: ScanContext;
  value: number | null;
  onChange: (idLocation: number | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      fullWidth
      label={t('recognitionPhone.location.choose')}
      value={props.value ?? ''}
      onChange={(event) => props.onChange(event.target.value === '' ? null : Number(event.target.value))}
    >
      {props.context.locations.map((location) => (
        <MenuItem key={location.idLocation} value={location.idLocation}>
          {placeText(location)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * `/inventario/scan/#code=…`: the phone companion of a recognition. It signs in with the QR code alone,
 * keeps the location's goods and every read on the phone, reads labels by camera or typed number, and
 * sends the reads in order whenever the network is there.
 */
export default function ScanPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const phone = usePhoneSession();
  const { start } = phone;
  const context = start.kind === 'ready' ? start.context : undefined;
  const location = context?.locations.find((place) => place.idLocation === phone.idLocation);
  const recognitionId = start.kind === 'ready' ? start.session.recognitionId : undefined;
  const mine = phone.reads.filter((read) => read.recognitionId === recognitionId);
  const here = mine.filter((read) => read.idLocation === phone.idLocation);
  const pending = (start.kind === 'ready' ? mine : phone.reads).filter(
    (read) => read.outcome === null,
  ).length;
  const tally = phoneTally(phone.expected, here);
  const toFind = goodsToFind(phone.expected, here);

  return (
    <>
      <AppBar position="sticky">
        <Toolbar sx={{ gap: 1 }}>
          <Typography variant="h6" component="p" sx={{ flexGrow: 1 }} noWrap>
            {t('recognitionPhone.app')}
          </Typography>
          <Chip
            size="small"
            color={phone.online ? 'success' : 'warning'}
            icon={phone.online ? <CloudDoneIcon /> : <CloudOffIcon />}
            label={t(phone.online ? 'recognitionPhone.online' : 'recognitionPhone.offline')}
            sx={{ bgcolor: 'background.paper' }}
            variant="outlined"
          />
        </Toolbar>
      </AppBar>
      <Container component="main" maxWidth="sm" sx={{ py: 2 }}>
        {start.kind === 'starting' ? (
          <Stack spacing={2} sx={{ alignItems: 'center', py: 6 }} role="status">
            <CircularProgress aria-hidden />
            <Typography>{t('recognitionPhone.starting')}</Typography>
          </Stack>
        ) : null}
        {start.kind === 'noLink' || start.kind === 'refused' ? (
          <Stack spacing={2}>
            <Typography variant="h5" component="h1">
              {t('recognitionPhone.app')}
            </Typography>
            <Alert severity={start.kind === 'noLink' ? 'info' : 'error'}>
              {start.kind === 'noLink'
                ? t('recognitionPhone.noLink')
                : `${errorText(new ApiError(start.code, start.code, 400))} ${t('recognitionPhone.newCode')}`}
            </Alert>
            {pending > 0 ? (
              <Alert severity="warning">{t('recognitionPhone.keptReads', { count: pending })}</Alert>
            ) : null}
          </Stack>
        ) : null}
        {context ? (
          <Stack spacing={2}>
            <Typography variant="h5" component="h1">
              {t('recognitionPhone.title', { date: formatDate(context.recognition.startDate) })}
            </Typography>
            {context.idLocation === null ? (
              <LocationPicker
                context={context}
                value={phone.idLocation}
                onChange={(id) => void phone.chooseLocation(id)}
              />
            ) : (
              <Typography variant="subtitle1">{placeText(location ?? null)}</Typography>
            )}
            {location ? (
              <>
                <PhoneSyncBanner
                  pending={pending}
                  online={phone.online}
                  sync={phone.sync}
                  onSend={() => void phone.sendNow()}
                />
                <PhoneTallyPanel tally={tally} />
                <PhoneCamera onCode={(code) => void phone.read(code)} />
                <PhoneReadForm onCode={(code) => void phone.read(code)} />
                <section aria-labelledby="phone-reads">
                  <Typography id="phone-reads" variant="h6" component="h2">
                    {t('recognitionPhone.reads.title', { count: here.length })}
                  </Typography>
                  {here.length === 0 ? (
                    <Typography color="text.secondary">{t('recognitionPhone.reads.none')}</Typography>
                  ) : (
                    <PhoneReadsList
                      reads={here.slice(-READS_SHOWN)}
                      expected={phone.expected}
                      photos={{ online: phone.online, take: phone.photo }}
                    />
                  )}
                </section>
                <section aria-labelledby="phone-to-find">
                  <Typography id="phone-to-find" variant="h6" component="h2">
                    {t('recognitionPhone.toFind.title', { count: toFind.length })}
                  </Typography>
                  {toFind.length === 0 ? (
                    <Typography color="text.secondary">{t('recognitionPhone.toFind.none')}</Typography>
                  ) : (
                    <GoodsToFindList goods={toFind} />
                  )}
                </section>
              </>
            ) : (
              <Alert severity="info">{t('recognitionPhone.location.pick')}</Alert>
            )}
            {pending > 0 && !location ? (
              <Button variant="outlined" onClick={() => void phone.sendNow()}>
                {t('recognitionPhone.sync.send')}
              </Button>
            ) : null}
          </Stack>
        ) : null}
      </Container>
    </>
  );
}
