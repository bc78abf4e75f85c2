import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerDataGrid } from '@/components/data/server-data-grid.tsx';
import type { PagedGridProps } from '@/components/data/use-paged-search.ts';
import type { ImportIssue } from '../model/issue-text.ts';
import { useIssueText } from './use-issue-text.ts';

/** An issue of the report with its place in the list, the grid's row id. */
export type IssueRow = ImportIssue & { id: number };

const WRAP = { whiteSpace: 'normal', overflowWrap: 'anywhere', py: 1, lineHeight: 1.4 } as const;

function SeverityChip({ severity }: { severity: ImportIssue['severity'] }) {
  const { t } = useTranslation();
  const color = severity === 'error' ? 'error' : 'warning';
  return (
    <Chip
      size="small"
      variant="outlined"
      color={color}
      label={t(`imports.issues.severity.${severity}`)}
      // The dark grid's rows are lighter than the page: the main red is too faint on them (WCAG AA).
      sx={(theme) => (theme.palette.mode === 'dark' ? { color: theme.palette[color].light } : {})}
    />
  );
}

const wrapped = (text: unknown) => <Box sx={WRAP}>{String(text ?? '')}</Box>;

/** The message, which may be long: it wraps, and the row grows with it. */
const messageColumn = (t: TFunction, issueText: (issue: ImportIssue) => string): GridColDef<IssueRow> => ({
  field: 'message',
  headerName: t('imports.issues.columns.message'),
  flex: 1,
  minWidth: 180,
  valueGetter: (_value, row) => issueText(row),
  renderCell: ({ formattedValue }) => wrapped(formattedValue),
});

/** A wide screen: one column each for the type, the sheet, the row and the column of the spreadsheet. */
function wideColumns(t: TFunction, issueText: (issue: ImportIssue) => string): GridColDef<IssueRow>[] {
  return [
    {
      field: 'severity',
      headerName: t('imports.issues.columns.severity'),
      width: 110,
      renderCell: ({ row }) => <SeverityChip severity={row.severity} />,
    },
    {
      field: 'sheet',
      headerName: t('imports.issues.columns.sheet'),
      width: 150,
      valueGetter: (_value, row) => row.sheet ?? t('imports.issues.wholeFile'),
      renderCell: ({ formattedValue }) => wrapped(formattedValue),
    },
    {
      field: 'row',
      headerName: t('imports.issues.columns.row'),
      width: 80,
      align: 'right',
      headerAlign: 'right',
      valueGetter: (_value, row) => row.row ?? '',
      renderCell: ({ formattedValue }) => wrapped(formattedValue),
    },
    {
      field: 'column',
      headerName: t('imports.issues.columns.column'),
      width: 170,
      renderCell: ({ row }) => wrapped(row.column ?? ''),
    },
    { ...messageColumn(t, issueText), minWidth: 260 },
  ];
}

/** A phone: the type and the place stacked in one column, so that the message fits beside them. */
function phoneColumns(t: TFunction, issueText: (issue: ImportIssue) => string): GridColDef<IssueRow>[] {
  return [
    {
      field: 'place',
      headerName: t('imports.issues.columns.place'),
      width: 130,
      renderCell: ({ row }) => (
        <Stack spacing={0.5} sx={{ ...WRAP, alignItems: 'flex-start' }}>
          <SeverityChip severity={row.severity} />
          <span>{row.sheet ?? t('imports.issues.wholeFile')}</span>
          {row.row !== null ? <span>{t('imports.issues.rowNumber', { row: row.row })}</span> : null}
          {row.column !== null ? <span>{row.column}</span> : null}
        </Stack>
      ),
    },
    messageColumn(t, issueText),
  ];
}

/** The report's issues where the user finds them in the spreadsheet: sheet, row, column, and what is wrong. */
export function ImportIssuesGrid(search: PagedGridProps<IssueRow>) {
  const { t } = useTranslation();
  const issueText = useIssueText();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const columns = useMemo(
    () => (phone ? phoneColumns(t, issueText) : wideColumns(t, issueText)),
    [phone, t, issueText],
  );
  return (
    <ServerDataGrid<IssueRow>
      label={t('imports.issues.gridLabel')}
      columns={columns}
      emptyText={t('imports.issues.empty')}
      autoRowHeight
      {...search}
    />
  );
}
