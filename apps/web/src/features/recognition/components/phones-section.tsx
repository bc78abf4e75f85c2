import type { RecognitionLocation, ScanLink } from '@inventario/shared/contracts/recognition';
import { SCAN_CODE_TTL_MINUTES, SCAN_TOKEN_TTL_HOURS } from '@inventario/shared/domain/recognition/scan-link';
import { formatDateTime } from '@inventario/shared/format/date';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import QrCode2Icon from '@mui/icons-material/QrCode2';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RowButton } from '@/components/actions/row-actions.tsx';
import { useLatestCallback } from '@/components/actions/use-latest-callback.ts';
import { useGridLocaleText } from '@/components/data/grid-locale.ts';
import { PAGE_SIZES } from '@/components/data/paging.ts';
import { ListLoadFailure } from '@/components/feedback/list-load-failure.tsx';
import { useDialogs } from '@/shell/dialogs/dialogs-provider.tsx';
import { useToast } from '@/shell/toast/use-toast.ts';
import { useScanLinks } from '../api/get-scan-links.ts';
import { useRevokeScanLink } from '../api/revoke-scan-link.ts';
import type { ChipColor } from '../model/recognition-labels.ts';
import { canRevoke, linkPlace, type ScanLinkState, scanLinkState } from '../model/scan-links.ts';

/** How often the states are read again against the clock (a code or a phone's access expiring). */
const CLOCK_TICK_MS = 15_000;

function useNow(intervalMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

const STATE_COLORS: Record<ScanLinkState['kind'], ChipColor> = {
  waiting: 'info',
  reading: 'success',
  expired: 'default',
  revoked: 'error',
};

/** "Codice in attesa fino alle 10:42", "Telefono collegato fino alle 22:42", "Scaduto", "Revocato alle 11:02". */
function useStateText() {
  const { t } = useTranslation();
  return (state: ScanLinkState): string => {
    switch (state.kind) {
      case 'waiting':
        return state.until.date
          ? t('recognition.phones.list.state.waitingDay', state.until)
          : t('recognition.phones.list.state.waiting', state.until);
      case 'reading':
        return state.until.date
          ? t('recognition.phones.list.state.readingDay', state.until)
          : t('recognition.phones.list.state.reading', state.until);
      case 'revoked':
        return state.at.date
          ? t('recognition.phones.list.state.revokedDay', state.at)
          : t('recognition.phones.list.state.revoked', state.at);
      default:
        return t('recognition.phones.list.state.expired');
    }
  };
}

interface LinkRow extends ScanLink {
  place: string;
  state: ScanLinkState;
}

export interface PhonesSectionProps {
  recognitionId: number;
  locations: readonly RecognitionLocation[];
  /** Shows the QR code of the whole recognition (a new link). */
  onShowQr: () => void;
  creating: boolean;
}

/**
 * "Telefoni": what a phone does with a QR code, the QR code for the whole recognition (each location's
 * is on its row of the locations), and the recognition's links, newest first: where each reads, who
 * made it and when, its state, and the revocation of one that still opens the recognition.
 */
export function PhonesSection(props: PhonesSectionProps) {
  const { t } = useTranslation();
  const { confirm } = useDialogs();
  const toast = useToast();
  const localeText = useGridLocaleText(t('recognition.phones.list.empty'));
  const links = useScanLinks(props.recognitionId, true);
  const revoke = useRevokeScanLink(props.recognitionId);
  const now = useNow(CLOCK_TICK_MS);
  const stateText = useStateText();
  const allLocations = t('recognition.phones.allLocations');

  const rows = useMemo<LinkRow[]>(
    () =>
      (links.data ?? []).map((link) => ({
        ...link,
        place: linkPlace(link.idLocation, props.locations) ?? allLocations,
        state: scanLinkState(link, now),
      })),
    [links.data, props.locations, allLocations, now],
  );

  const askRevoke = useLatestCallback(async (row: LinkRow) => {
    const agreed = await confirm({
      title: t('recognition.phones.revoke.title'),
      message: t('recognition.phones.revoke.message', { place: row.place }),
      confirmLabel: t('recognition.phones.revoke.confirm'),
      destructive: true,
    });
    if (!agreed) return;
    try {
      await revoke.mutateAsync(row.id);
      toast.success(t('recognition.phones.revoke.done', { place: row.place }));
    } catch (error) {
      toast.error(t('recognition.phones.revoke.failed'), error);
    }
  });

  const columns = useMemo<GridColDef<LinkRow>[]>(
    () => [
      {
        field: 'place',
        headerName: t('recognition.phones.list.columns.place'),
        flex: 1.5,
        minWidth: 200,
        sortable: false,
      },
      {
        field: 'createdAt',
        headerName: t('recognition.phones.list.columns.created'),
        flex: 1,
        minWidth: 190,
        sortable: false,
        valueGetter: (_value, row) =>
          t('recognition.phones.list.created', { when: formatDateTime(row.createdAt), who: row.createdBy }),
      },
      {
        field: 'state',
        headerName: t('recognition.phones.list.columns.state'),
        flex: 1.2,
        minWidth: 260,
        sortable: false,
        valueGetter: (_value, row) => stateText(row.state),
        renderCell: ({ row, value }) => (
          <Chip size="small" variant="outlined" color={STATE_COLORS[row.state.kind]} label={String(value)} />
        ),
      },
      {
        field: 'actions',
        headerName: t('recognition.phones.list.columns.actions'),
        width: 90,
        sortable: false,
        renderCell: ({ row }) =>
          canRevoke(row.state) ? (
            <Stack direction="row" sx={{ height: '100%', alignItems: 'center' }}>
              <RowButton
                label={t('recognition.phones.list.revoke', {
                  place: row.place,
                  when: formatDateTime(row.createdAt),
                })}
                icon={<LinkOffIcon fontSize="small" />}
                color="error"
                disabled={revoke.isPending}
                onClick={() => void askRevoke(row)}
              />
            </Stack>
          ) : null,
      },
    ],
    [t, stateText, revoke.isPending, askRevoke],
  );

  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {t('recognition.phones.help', { minutes: SCAN_CODE_TTL_MINUTES, hours: SCAN_TOKEN_TTL_HOURS })}
      </Typography>
      <Box>
        <Button
          variant="outlined"
          startIcon={<QrCode2Icon />}
          loading={props.creating}
          loadingPosition="start"
          onClick={props.onShowQr}
        >
          {t('recognition.phones.wholeRecognition')}
        </Button>
      </Box>
      {links.error ? (
        <ListLoadFailure
          error={links.error}
          list={t('recognition.phones.list.gridLabel')}
          onRetry={() => void links.refetch()}
        />
      ) : null}
      <DataGrid<LinkRow>
        aria-label={t('recognition.phones.list.gridLabel')}
        autoHeight
        rows={rows}
        columns={columns}
        loading={links.isPending}
        initialState={{ pagination: { paginationModel: { page: 0, pageSize: PAGE_SIZES[0] } } }}
        pageSizeOptions={PAGE_SIZES}
        disableColumnMenu
        disableRowSelectionOnClick
        localeText={localeText}
      />
    </Stack>
  );
}
