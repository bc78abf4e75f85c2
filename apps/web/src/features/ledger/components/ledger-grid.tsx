import { headFingerprint } from '@inventario/shared/domain/ledger/head-fingerprint';
import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useGridLocaleText } from '@/components/data/grid-locale.ts';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@/components/data/paging.ts';
import { TwoLineCell, WRAPPING_CELL_TEXT } from '@/components/data/two-line-cell.tsx';
import {
  brokenRecordText,
  durationText,
  headTime,
  type LedgerRow,
  problemTextKey,
} from '../model/ledger-words.ts';

/** The outcome in words beside its icon, never by its colour alone. */
function OutcomeChip({ intact }: { intact: boolean }) {
  const { t } = useTranslation();
  return intact ? (
    <Chip
      size="small"
      color="success"
      variant="outlined"
      icon={<CheckCircleIcon />}
      label={t('ledger.results.intact')}
    />
  ) : (
    <Chip size="small" color="error" icon={<CancelIcon />} label={t('ledger.results.altered')} />
  );
}

/** The head as the registers' footer prints it: its entry and time, and its SHA-256 in groups of eight. */
function HeadCell({ row }: { row: LedgerRow }) {
  const { t } = useTranslation();
  if (!row.head) return <TwoLineCell main={t('ledger.results.noHead')} />;
  return (
    <Stack sx={{ py: 1, minWidth: 0, justifyContent: 'center', height: '100%' }}>
      <Typography variant="body2" sx={WRAPPING_CELL_TEXT}>
        {t('ledger.results.head', { seq: row.head.seq, at: headTime(row.head.recordedAt) })}
      </Typography>
      <Typography
        variant="caption"
        color="text.secondary"
        sx={{ ...WRAPPING_CELL_TEXT, overflowWrap: 'normal', fontFamily: 'monospace' }}
      >
        {t('ledger.results.fingerprint', { fingerprint: headFingerprint(row.head.hash) })}
      </Typography>
    </Stack>
  );
}

/**
 * The verdicts of a check, one row per school: its outcome, entries and vouchers, the head of its chain,
 * the first broken record in words with how many are broken, and how long the check took.
 */
export function LedgerGrid({
  rows,
  loading,
  emptyText,
}: {
  rows: readonly LedgerRow[];
  loading: boolean;
  emptyText: string;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const localeText = useGridLocaleText(emptyText);
  const columns = useMemo<GridColDef<LedgerRow>[]>(() => {
    const numbers = new Intl.NumberFormat(language === 'en' ? 'en-GB' : 'it-IT');
    const count = (value: number) => numbers.format(value);
    return [
      {
        field: 'schoolName',
        headerName: t('ledger.results.columns.school'),
        flex: 1,
        minWidth: 150,
        renderCell: ({ row }) => <TwoLineCell main={row.schoolName} sub={row.customerCode} />,
      },
      {
        field: 'intact',
        headerName: t('ledger.results.columns.outcome'),
        width: 115,
        valueGetter: (_value, row) => t(row.intact ? 'ledger.results.intact' : 'ledger.results.altered'),
        renderCell: ({ row }) => <OutcomeChip intact={row.intact} />,
      },
      {
        field: 'entries',
        headerName: t('ledger.results.columns.entries'),
        type: 'number',
        width: 80,
        valueFormatter: count,
      },
      {
        field: 'vouchers',
        headerName: t('ledger.results.columns.vouchers'),
        type: 'number',
        width: 85,
        valueFormatter: count,
      },
      {
        field: 'head',
        headerName: t('ledger.results.columns.head'),
        flex: 1.4,
        minWidth: 210,
        sortable: false,
        valueGetter: (_value, row) => row.head?.seq ?? null,
        renderCell: ({ row }) => <HeadCell row={row} />,
      },
      {
        field: 'firstBroken',
        headerName: t('ledger.results.columns.firstBroken'),
        flex: 1.2,
        minWidth: 180,
        sortable: false,
        valueGetter: (_value, row) => (row.firstBroken ? t(problemTextKey(row.firstBroken.problem)) : ''),
        renderCell: ({ row }) =>
          row.firstBroken ? (
            <TwoLineCell
              main={t(problemTextKey(row.firstBroken.problem))}
              sub={brokenRecordText(t, row.firstBroken)}
            />
          ) : null,
      },
      {
        field: 'broken',
        headerName: t('ledger.results.columns.broken'),
        type: 'number',
        width: 90,
        valueFormatter: count,
      },
      {
        field: 'checkedMs',
        headerName: t('ledger.results.columns.checkedMs'),
        type: 'number',
        width: 85,
        valueFormatter: (value: number) => durationText(value, language),
      },
    ];
  }, [t, language]);
  return (
    <DataGrid<LedgerRow>
      aria-label={t('ledger.results.gridLabel')}
      autoHeight
      rows={rows}
      columns={columns}
      getRowId={(row) => row.customerCode}
      getRowHeight={() => 'auto'}
      loading={loading}
      initialState={{ pagination: { paginationModel: { page: 0, pageSize: DEFAULT_PAGE_SIZE } } }}
      pageSizeOptions={PAGE_SIZES}
      disableColumnMenu
      disableRowSelectionOnClick
      localeText={localeText}
      // Rows grow with the head's three lines: every cell's content sits in the middle, figures at the right.
      sx={{
        '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center' },
        '& .MuiDataGrid-cell--textRight': { justifyContent: 'flex-end' },
      }}
    />
  );
}
