import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerDataGrid } from '@/components/data/server-data-grid.tsx';
import type { PagedGridProps } from '@/components/data/use-paged-search.ts';
import type { ImportIssue } from '../model/issue-text.ts';
import { useIssueText } from './use-issue-text.ts';

/** An issue of the report with its place in the list, the grid's row id. */
export type IssueRow = ImportIssue & { id: number };

const WRAP = { whiteSpace: 'normal', overflowWrap: 'anywhere', py: 1, lineHeight: 1.4 } as const;

/** The report's issues where the user finds them in the spreadsheet: sheet, row, column, and what is wrong. */
export function ImportIssuesGrid(search: PagedGridProps<IssueRow>) {
  const { t } = useTranslation();
  const issueText = useIssueText();
  const columns = useMemo<GridColDef<IssueRow>[]>(
    () => [
      {
        field: 'severity',
        headerName: t('imports.issues.columns.severity'),
        width: 110,
        renderCell: ({ row }) => (
          <Chip
            size="small"
            variant="outlined"
            color={row.severity === 'error' ? 'error' : 'warning'}
            label={t(`imports.issues.severity.${row.severity}`)}
          />
        ),
      },
      {
        field: 'sheet',
        headerName: t('imports.issues.columns.sheet'),
        width: 150,
        valueGetter: (_value, row) => row.sheet ?? t('imports.issues.wholeFile'),
        renderCell: ({ formattedValue }) => <Box sx={WRAP}>{String(formattedValue ?? '')}</Box>,
      },
      {
        field: 'row',
        headerName: t('imports.issues.columns.row'),
        width: 80,
        align: 'right',
        headerAlign: 'right',
        valueGetter: (_value, row) => row.row ?? '',
      },
      {
        field: 'column',
        headerName: t('imports.issues.columns.column'),
        width: 170,
        renderCell: ({ row }) => <Box sx={WRAP}>{row.column ?? ''}</Box>,
      },
      {
        field: 'message',
        headerName: t('imports.issues.columns.message'),
        flex: 1,
        minWidth: 260,
        valueGetter: (_value, row) => issueText(row),
        renderCell: ({ formattedValue }) => <Box sx={WRAP}>{String(formattedValue ?? '')}</Box>,
      },
    ],
    [t, issueText],
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
