import type { RecognitionLocation, RecognitionStatus } from '@inventario/shared/contracts/recognition';
import PlaceIcon from '@mui/icons-material/Place';
import QrCode2Icon from '@mui/icons-material/QrCode2';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RowButton } from '@/components/actions/row-actions.tsx';
import { useGridLocaleText } from '@/components/data/grid-locale.ts';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@/components/data/paging.ts';
import { locationActions } from '../model/asset-actions.ts';
import { placeText } from '../model/recognition-labels.ts';
import { LocationStatusChip } from './status-chips.tsx';

export interface LocationsGridProps {
  rows: readonly RecognitionLocation[];
  loading: boolean;
  recognition: RecognitionStatus;
  currentId: number | null;
  /** Makes the location the one the "Rileva" form reads in. */
  onChoose: (location: RecognitionLocation) => void;
  onStatus: (location: RecognitionLocation, action: 'start' | 'complete') => void;
  busy: boolean;
  /** Shows the QR code a phone reads in the location with; no such action without it. */
  onPhone?: (location: RecognitionLocation) => void;
  /** A QR code is being made. */
  phoneBusy?: boolean;
}

const count = (field: string, headerName: string, value: (row: RecognitionLocation) => number) =>
  ({
    field,
    headerName,
    type: 'number',
    width: 95,
    sortable: false,
    valueGetter: (_value, row) => value(row),
  }) satisfies GridColDef<RecognitionLocation>;

/**
 * The recognition's locations by site and code: their count's status, the goods the registers put
 * there by detection status and those found there from elsewhere; Start / Complete, and the QR code of
 * a phone that reads there. A row (click, or Enter on a cell) becomes the current location for reads.
 */
export function LocationsGrid(props: LocationsGridProps) {
  const { t } = useTranslation();
  const localeText = useGridLocaleText(t('recognition.locations.empty'));
  const { onStatus, recognition, busy, currentId, onPhone, phoneBusy = false } = props;
  const columns = useMemo<GridColDef<RecognitionLocation>[]>(
    () => [
      {
        field: 'location',
        headerName: t('recognition.locations.columns.location'),
        flex: 2,
        minWidth: 200,
        valueGetter: (_value, row) => placeText(row),
        renderCell: ({ row, value }) => (
          <Stack direction="row" spacing={0.5} sx={{ height: '100%', alignItems: 'center' }}>
            {row.idLocation === currentId ? (
              <PlaceIcon
                fontSize="small"
                color="primary"
                titleAccess={t('recognition.locations.current')}
                aria-hidden={false}
              />
            ) : null}
            <span>{String(value ?? '')}</span>
          </Stack>
        ),
      },
      {
        field: 'status',
        headerName: t('recognition.locations.columns.status'),
        width: 120,
        renderCell: ({ row }) => <LocationStatusChip status={row.status} />,
      },
      count('total', t('recognition.locations.columns.total'), (row) => row.counts.total),
      count(
        'detected',
        t('recognition.locations.columns.detected'),
        (row) => row.counts.detected + row.counts.correct,
      ),
      count(
        'foundElsewhere',
        t('recognition.locations.columns.foundElsewhere'),
        (row) => row.counts.foundElsewhere,
      ),
      count('undetected', t('recognition.locations.columns.undetected'), (row) => row.counts.undetected),
      count('missing', t('recognition.locations.columns.missing'), (row) => row.counts.missing),
      {
        ...count('foundHere', t('recognition.locations.columns.foundHere'), (row) => row.foundHere),
        description: t('recognition.locations.foundHereHelp'),
      },
      {
        field: 'actions',
        headerName: t('recognition.locations.columns.actions'),
        width: onPhone ? 150 : 120,
        sortable: false,
        renderCell: ({ row }) => {
          const allowed = locationActions(row.status, recognition);
          const location = placeText(row);
          const action = allowed.start ? 'start' : allowed.complete ? 'complete' : null;
          if (!action && !onPhone) return null;
          return (
            <Stack direction="row" spacing={0.5} sx={{ height: '100%', alignItems: 'center' }}>
              {onPhone ? (
                <RowButton
                  label={t('recognition.phones.locationQr', { location })}
                  icon={<QrCode2Icon fontSize="small" />}
                  disabled={phoneBusy}
                  onClick={() => onPhone(row)}
                />
              ) : null}
              {action ? (
                <Button
                  size="small"
                  disabled={busy}
                  aria-label={t(`recognition.locations.${action}Label`, { location })}
                  onClick={(event) => {
                    event.stopPropagation();
                    onStatus(row, action);
                  }}
                >
                  {t(`recognition.locations.${action}`)}
                </Button>
              ) : null}
            </Stack>
          );
        },
      },
    ],
    [t, onStatus, recognition, busy, currentId, onPhone, phoneBusy],
  );
  return (
    <DataGrid<RecognitionLocation>
      aria-label={t('recognition.locations.gridLabel')}
      autoHeight
      rows={props.rows}
      columns={columns}
      getRowId={(row) => row.idLocation}
      loading={props.loading}
      initialState={{ pagination: { paginationModel: { page: 0, pageSize: DEFAULT_PAGE_SIZE } } }}
      pageSizeOptions={PAGE_SIZES}
      disableColumnMenu
      disableRowSelectionOnClick
      onRowClick={({ row }) => props.onChoose(row)}
      onCellKeyDown={(params, event) => {
        if (event.key !== 'Enter' || params.field === 'actions') return;
        event.defaultMuiPrevented = true;
        props.onChoose(params.row);
      }}
      getRowClassName={({ id }) => (id === currentId ? 'row-active' : '')}
      localeText={localeText}
      // The current row is marked by a bar and an icon, not a shade: its status chip keeps its contrast.
      sx={{
        '& .MuiDataGrid-row': { cursor: 'pointer' },
        '& .row-active': {
          boxShadow: (theme) => `inset 4px 0 0 ${theme.palette.primary.main}`,
          fontWeight: 500,
        },
      }}
    />
  );
}
