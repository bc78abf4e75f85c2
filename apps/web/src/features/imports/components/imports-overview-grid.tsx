import type { ImportOverviewRow } from '@inventario/shared/contracts/imports';
import { formatDateTime } from '@inventario/shared/format/date';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerDataGrid } from '@/components/data/server-data-grid.tsx';
import { TwoLineCell, WRAPPING_CELL_TEXT } from '@/components/data/two-line-cell.tsx';
import type { PagedGridProps } from '@/components/data/use-paged-search.ts';
import { formatFileSize } from '../model/import-file.ts';
import { importTypeName, isImportType } from '../model/import-types.ts';
import { overviewCounts, overviewDetail } from '../model/imports-overview-rows.ts';
import { ImportsOverviewStateChip } from './imports-overview-state-chip.tsx';

export interface ImportsOverviewGridProps extends PagedGridProps<ImportOverviewRow> {
  emptyText: string;
}

function typeText(t: TFunction, type: number): string {
  return isImportType(type)
    ? t(`imports.overview.types.${importTypeName(type)}`)
    : t('imports.overview.unknownType', { type });
}

/**
 * Every school's imports, newest first (the server's order): the school, the type, the file, who
 * uploaded it and when, the state with why it failed or what the check found, what it holds, and when
 * it ended and who confirmed it.
 */
export function ImportsOverviewGrid({ emptyText, ...search }: ImportsOverviewGridProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const columns = useMemo<GridColDef<ImportOverviewRow>[]>(() => {
    const numbers = new Intl.NumberFormat(language === 'en' ? 'en-GB' : 'it-IT');
    const countsText = (row: ImportOverviewRow) => {
      const counts = overviewCounts(row);
      if (!counts) return '';
      return [
        t('imports.overview.goods', { count: counts.goods, number: numbers.format(counts.goods) }),
        t('imports.overview.vouchers', { count: counts.vouchers, number: numbers.format(counts.vouchers) }),
      ].join(' · ');
    };
    const detailText = (row: ImportOverviewRow) => {
      const detail = overviewDetail(row);
      if (!detail) return '';
      if (detail.kind === 'failure') return t(`imports.failed.codes.${detail.code}`);
      return [
        detail.errors > 0 ? t('imports.report.errors', { count: detail.errors }) : '',
        detail.warnings > 0 ? t('imports.report.warnings', { count: detail.warnings }) : '',
      ]
        .filter(Boolean)
        .join(' · ');
    };
    return [
      {
        field: 'school',
        headerName: t('imports.overview.columns.school'),
        flex: 1.2,
        minWidth: 150,
        valueGetter: (_value, row) => row.schoolName ?? row.customerCode,
        renderCell: ({ row }) =>
          row.schoolName ? (
            <TwoLineCell main={row.schoolName} sub={row.customerCode} />
          ) : (
            <TwoLineCell main={row.customerCode} />
          ),
      },
      {
        field: 'type',
        headerName: t('imports.overview.columns.type'),
        width: 110,
        valueGetter: (_value, row) => typeText(t, row.type),
        renderCell: ({ formattedValue }) => <TwoLineCell main={String(formattedValue ?? '')} />,
      },
      {
        field: 'fileName',
        headerName: t('imports.overview.columns.file'),
        flex: 1,
        minWidth: 130,
        renderCell: ({ row }) => (
          <TwoLineCell main={row.fileName} sub={formatFileSize(row.sizeBytes, language)} />
        ),
      },
      {
        field: 'createdAt',
        headerName: t('imports.overview.columns.uploaded'),
        width: 145,
        renderCell: ({ row }) => <TwoLineCell main={row.createdBy} sub={formatDateTime(row.createdAt)} />,
      },
      {
        field: 'state',
        headerName: t('imports.overview.columns.state'),
        flex: 1.4,
        minWidth: 190,
        valueGetter: (_value, row) => t(`imports.overview.states.${row.state}`),
        renderCell: ({ row }) => {
          const detail = detailText(row);
          return (
            <Stack
              spacing={0.5}
              sx={{ py: 1, minWidth: 0, height: '100%', alignItems: 'flex-start', justifyContent: 'center' }}
            >
              <ImportsOverviewStateChip state={row.state} />
              {detail ? (
                <Typography variant="caption" color="text.secondary" sx={WRAPPING_CELL_TEXT}>
                  {detail}
                </Typography>
              ) : null}
            </Stack>
          );
        },
      },
      {
        field: 'counts',
        headerName: t('imports.overview.columns.counts'),
        width: 120,
        valueGetter: (_value, row) => countsText(row),
        renderCell: ({ formattedValue }) => <TwoLineCell main={String(formattedValue ?? '')} />,
      },
      {
        field: 'finishedAt',
        headerName: t('imports.overview.columns.finished'),
        width: 140,
        renderCell: ({ row }) => (
          <TwoLineCell
            main={formatDateTime(row.finishedAt)}
            sub={row.confirmedBy ? t('imports.overview.confirmedBy', { name: row.confirmedBy }) : undefined}
          />
        ),
      },
    ];
  }, [t, language]);
  return (
    <ServerDataGrid<ImportOverviewRow>
      label={t('imports.overview.gridLabel')}
      columns={columns}
      emptyText={emptyText}
      autoRowHeight
      {...search}
    />
  );
}
