import type { DocumentSummary } from '@inventario/shared/contracts/documents';
import { formatDateTime } from '@inventario/shared/format/date';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerDataGrid } from '@/components/data/server-data-grid.tsx';
import type { PagedGridProps } from '@/components/data/use-paged-search.ts';
import { DocumentFilesButtons } from './document-files-buttons.tsx';
import { DocumentStatusChip } from './document-status-chip.tsx';
import { DocumentTypeCell } from './document-type-cell.tsx';

export interface DocumentsGridProps extends PagedGridProps<DocumentSummary> {
  emptyText: string;
  onDownload: (document: DocumentSummary, position: number) => unknown;
  onDelete: (document: DocumentSummary) => unknown;
}

/**
 * The generated documents: type and what was asked, status and files first (what a phone shows), who
 * asked and when, delete.
 */
export function DocumentsGrid({ emptyText, onDownload, onDelete, ...search }: DocumentsGridProps) {
  const { t } = useTranslation();
  const columns = useMemo<GridColDef<DocumentSummary>[]>(
    () => [
      {
        field: 'documentType',
        headerName: t('documents.columns.type'),
        flex: 1.5,
        minWidth: 190,
        valueGetter: (_value, row) => row.documentType.description,
        renderCell: ({ row }) => <DocumentTypeCell document={row} />,
      },
      {
        field: 'processingStatus',
        headerName: t('documents.columns.status'),
        width: 140,
        renderCell: ({ row }) => <DocumentStatusChip document={row} />,
      },
      {
        field: 'files',
        headerName: t('documents.columns.files'),
        flex: 1.5,
        minWidth: 280,
        renderCell: ({ row }) => <DocumentFilesButtons document={row} onDownload={onDownload} />,
      },
      { field: 'requestedBy', headerName: t('documents.columns.requestedBy'), flex: 1, minWidth: 130 },
      {
        field: 'requestedAt',
        headerName: t('documents.columns.requestedAt'),
        width: 150,
        valueFormatter: (value: string) => formatDateTime(value),
      },
      {
        field: 'actions',
        headerName: '',
        width: 64,
        // Pending ones too: a request stuck in the queue would hold back the user's next print.
        renderCell: ({ row }) => {
          const label = t('documents.actions.delete', { type: row.documentType.description });
          return (
            <Tooltip title={label}>
              <IconButton size="small" color="error" aria-label={label} onClick={() => void onDelete(row)}>
                <DeleteOutlinedIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          );
        },
      },
    ],
    [t, onDownload, onDelete],
  );
  return (
    <ServerDataGrid<DocumentSummary>
      label={t('documents.gridLabel')}
      columns={columns}
      emptyText={emptyText}
      {...search}
    />
  );
}
