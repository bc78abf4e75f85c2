import type { RecognitionLocation } from '@inventario/shared/contracts/recognition';
import { formatDate } from '@inventario/shared/format/date';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useLatestCallback } from '@/components/actions/use-latest-callback.ts';
import { DatePickersProvider } from '@/components/forms/date-pickers-provider.tsx';
import { DetailPlaceholder, isMovementId } from '@/features/movements';
import { isApiError } from '@/lib/api/api-error.ts';
import { useToast } from '@/shell/toast/use-toast.ts';
import { useRecognition } from '../api/get-recognition.ts';
import { useRecognitionLocations } from '../api/get-recognition-locations.ts';
import { useSetLocationStatus } from '../api/set-location-status.ts';
import { DetectForm } from '../components/detect-form.tsx';
import { GoodsSection } from '../components/goods-section.tsx';
import { LocationsGrid } from '../components/locations-grid.tsx';
import { PhonesSection } from '../components/phones-section.tsx';
import { PrintReportButton } from '../components/print-report-button.tsx';
import { RecognitionSummary } from '../components/recognition-summary.tsx';
import { useScanLinkQr } from '../components/scan-link-dialog.tsx';
import { RecognitionStatusChip } from '../components/status-chips.tsx';
import { useEndRecognitionCommand } from '../components/use-end-recognition.tsx';
import { currentLocationOf } from '../model/asset-actions.ts';
import { placeText } from '../model/recognition-labels.ts';

/** A section of the page: a titled, outlined panel. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Paper component="section" aria-labelledby={titleId} variant="outlined" sx={{ p: 2 }}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/**
 * `#/recognition/detail/{id}` (spec 02 §2–§5): the recognition's summary; its locations with their
 * counts, started and completed one by one; the reads in the current location; the goods with
 * their actions and the proposal for missing goods; the phones' QR codes and their links; the end,
 * which is final. While ongoing, the counts reload every few seconds (in a tab that is seen), so the
 * phones' reads show at once. Once concluded, every action is gone and the page says so.
 */
export default function RecognitionDetailPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const params = useParams();
  const id = Number(params.id);
  const valid = isMovementId(id);
  const recognition = useRecognition(valid ? id : undefined);
  const live = recognition.data?.status === 'ongoing';
  const locations = useRecognitionLocations(valid ? id : undefined, live);
  const setStatus = useSetLocationStatus();
  const end = useEndRecognitionCommand(id);
  const [chosenLocation, setChosenLocation] = useState<number | null>(null);
  const qr = useScanLinkQr(id, locations.data ?? []);
  const showLocationQr = useLatestCallback(
    (location: RecognitionLocation) => void qr.show(location.idLocation),
  );

  const current = recognition.data;
  if (!current) {
    const notFound = !valid || (isApiError(recognition.error) && recognition.error.status === 404);
    return (
      <Stack spacing={3}>
        <Typography variant="h4" component="h1">
          {t('routes.recognitionDetail')}
        </Typography>
        <DetailPlaceholder
          notFound={notFound}
          failed={recognition.error ? recognition : undefined}
          listPath="/recognition"
          backLabel={t('recognition.detail.back')}
        />
      </Stack>
    );
  }

  const ongoing = current.status === 'ongoing';
  const rows = locations.data ?? [];
  const currentId = currentLocationOf(rows, chosenLocation);
  const changeStatus = async (location: RecognitionLocation, action: 'start' | 'complete') => {
    const name = placeText(location);
    try {
      await setStatus.mutateAsync({ id, idLocation: location.idLocation, action });
      toast.success(
        t(`recognition.locations.${action === 'start' ? 'started' : 'completed'}`, { location: name }),
      );
      if (action === 'start') setChosenLocation(location.idLocation);
    } catch (error) {
      toast.error(t('recognition.locations.failed'), error);
    }
  };

  return (
    <Stack spacing={3}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'flex-start' }, justifyContent: 'space-between' }}
      >
        <Stack spacing={1}>
          <Typography variant="h4" component="h1">
            {t('recognition.detail.title', { date: formatDate(current.startDate) })}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography color="text.secondary">{t('recognition.columns.status')}:</Typography>
            <RecognitionStatusChip status={current.status} />
          </Stack>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
          <PrintReportButton recognitionId={id} />
          {ongoing ? (
            <Button
              variant="contained"
              startIcon={<DoneAllIcon />}
              loading={end.pending}
              onClick={() => void end.run()}
            >
              {t('recognition.end.button')}
            </Button>
          ) : null}
        </Stack>
      </Stack>
      {ongoing ? null : <Alert severity="info">{t('recognition.detail.concluded')}</Alert>}
      <Section title={t('recognition.detail.summary')}>
        <RecognitionSummary recognition={current} />
      </Section>
      {ongoing ? (
        <Section title={t('recognition.read.title')}>
          <DetectForm
            recognitionId={id}
            locations={rows}
            currentId={currentId}
            onCurrentChange={setChosenLocation}
          />
        </Section>
      ) : null}
      {ongoing ? (
        <Section title={t('recognition.phones.title')}>
          <PhonesSection
            recognitionId={id}
            locations={rows}
            onShowQr={() => void qr.show(null)}
            creating={qr.pending}
          />
        </Section>
      ) : null}
      <Section title={t('recognition.locations.title')}>
        {ongoing ? (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('recognition.locations.help')}
          </Typography>
        ) : null}
        <LocationsGrid
          rows={rows}
          // The reloads every few seconds keep the rows on screen: only the first load shows the overlay.
          loading={locations.isLoading}
          recognition={current.status}
          currentId={ongoing ? currentId : null}
          onChoose={(location) => setChosenLocation(location.idLocation)}
          onStatus={(location, action) => void changeStatus(location, action)}
          busy={setStatus.isPending}
          onPhone={ongoing ? showLocationQr : undefined}
          phoneBusy={qr.pending}
        />
      </Section>
      <Section title={t('recognition.goods.title')}>
        <DatePickersProvider>
          <GoodsSection recognition={current} locations={rows} />
        </DatePickersProvider>
      </Section>
      {ongoing ? qr.element : null}
    </Stack>
  );
}
