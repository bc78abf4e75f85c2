import { PROCESSING_STATUS } from '@inventario/shared/contracts/documents';
import type { LabelsSetting } from '@inventario/shared/contracts/labels-settings';
import { labelHeadingMaxLength } from '@inventario/shared/domain/labels/labels-setting';
import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { RowActions } from '@/components/actions/row-actions.tsx';
import { documentStatusChip } from '@/features/documents';

export interface LabelsSettingRowHandlers {
  onEdit: (layout: LabelsSetting) => void;
  onDelete: (layout: LabelsSetting) => void;
  /** Downloads the sample sheet the layout's last save rendered. */
  onDownloadSample: (layout: LabelsSetting, documentId: number) => void;
}

/**
 * The sample sheet of the layout's last save: being prepared (the layout is processing, spec 01 §4),
 * ready to download, or failed; nothing for a layout never saved here (the product's defaults).
 */
function SampleCell({ row, t, onDownload }: { row: LabelsSetting; t: TFunction; onDownload: () => void }) {
  const { sample } = row;
  if (!sample) return null;
  if (sample.processingStatus === PROCESSING_STATUS.done) {
    return (
      <Button
        size="small"
        variant="outlined"
        startIcon={<DownloadIcon fontSize="small" />}
        aria-label={t('labelsSettings.sample.downloadOf', { description: row.description })}
        onClick={(event) => {
          event.stopPropagation();
          onDownload();
        }}
      >
        {t('labelsSettings.sample.download')}
      </Button>
    );
  }
  const { key, color } = documentStatusChip(sample.processingStatus);
  return <Chip size="small" variant="outlined" color={color} label={t(`labelsSettings.sample.${key}`)} />;
}

/** Grid column → the API's `sortBy` key (contracts/labels-settings `labelsSettingSortKeys`). */
export const labelsSettingSortKeys = {
  description: 'description',
  rowsNumber: 'rowsNumber',
  columnsNumber: 'columnsNumber',
  barcodeScale: 'barcodeScale',
} as const;

/** Defaults first, then the school's own, as the server numbers them. */
export const BY_ID = { sortBy: 'id', sortDesc: false };

/** Columns of the layouts grid; the product's defaults show a chip instead of edit and delete. */
export function labelsSettingColumns(
  t: TFunction,
  language: string,
  handlers: LabelsSettingRowHandlers,
): GridColDef<LabelsSetting>[] {
  const scaleFormat = new Intl.NumberFormat(language === 'en' ? 'en-GB' : 'it-IT', {
    minimumFractionDigits: 2,
  });
  return [
    {
      field: 'description',
      headerName: t('labelsSettings.columns.description'),
      flex: 1,
      minWidth: 200,
      renderCell: ({ row }) => (
        <Stack direction="row" spacing={1} sx={{ height: '100%', alignItems: 'center', minWidth: 0 }}>
          {/* Two lines rather than an ellipsis: the defaults' descriptions carry the label size. */}
          <Typography variant="body2" sx={{ whiteSpace: 'normal', lineHeight: 1.25 }}>
            {row.description}
          </Typography>
          {row.isDefault ? (
            <Chip size="small" variant="outlined" label={t('labelsSettings.defaultChip')} />
          ) : null}
        </Stack>
      ),
    },
    {
      field: 'kind',
      headerName: t('labelsSettings.columns.kind'),
      width: 140,
      valueGetter: (_value, row) => t(`labelsSettings.kinds.${row.kind}`),
    },
    {
      field: 'symbols',
      headerName: t('labelsSettings.columns.symbols'),
      width: 150,
      sortable: false,
      valueGetter: (_value, row) => t(`labelsSettings.symbols.${row.symbols}`),
    },
    { field: 'rowsNumber', headerName: t('labelsSettings.columns.rowsNumber'), type: 'number', width: 80 },
    {
      field: 'columnsNumber',
      headerName: t('labelsSettings.columns.columnsNumber'),
      type: 'number',
      width: 100,
    },
    {
      field: 'barcodeScale',
      headerName: t('labelsSettings.columns.barcodeScale'),
      description: t('labelsSettings.columns.barcodeScaleHint'),
      type: 'number',
      width: 110,
      valueFormatter: (value: number) => scaleFormat.format(value),
    },
    {
      field: 'headingMax',
      headerName: t('labelsSettings.columns.headingMax'),
      description: t('labelsSettings.columns.headingMaxHint'),
      type: 'number',
      width: 140,
      sortable: false,
      valueGetter: (_value, row) => labelHeadingMaxLength(row),
    },
    {
      field: 'sample',
      headerName: t('labelsSettings.columns.sample'),
      description: t('labelsSettings.columns.sampleHint'),
      width: 120,
      sortable: false,
      renderCell: ({ row }) => (
        <Stack direction="row" sx={{ height: '100%', alignItems: 'center' }}>
          <SampleCell
            row={row}
            t={t}
            onDownload={() => row.sample && handlers.onDownloadSample(row, row.sample.id)}
          />
        </Stack>
      ),
    },
    {
      field: 'actions',
      headerName: t('labelsSettings.columns.actions'),
      width: 100,
      sortable: false,
      renderCell: ({ row }) =>
        row.isDefault ? null : (
          <RowActions
            editLabel={t('labelsSettings.actions.edit', { description: row.description })}
            deleteLabel={t('labelsSettings.actions.delete', { description: row.description })}
            onEdit={() => handlers.onEdit(row)}
            onDelete={() => handlers.onDelete(row)}
          />
        ),
    },
  ];
}
