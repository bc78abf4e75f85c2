import type { RecognitionAsset, RecognitionStatus } from '@inventario/shared/contracts/recognition';
import { formatDateTime } from '@inventario/shared/format/date';
import DoneIcon from '@mui/icons-material/Done';
import MoveDownIcon from '@mui/icons-material/MoveDown';
import UndoIcon from '@mui/icons-material/Undo';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { RowButton } from '@/components/actions/row-actions.tsx';
import { ServerDataGrid } from '@/components/data/server-data-grid.tsx';
import type { PagedGridProps } from '@/components/data/use-paged-search.ts';
import type { RowSelection } from '@/components/data/use-row-selection.ts';
import { voucherNumberText } from '@/features/movements';
import { assetActions } from '../model/asset-actions.ts';
import { assetNumberText, goodText, placeText, proposalRoute } from '../model/recognition-labels.ts';
import { DetectionChip } from './status-chips.tsx';

/** Grid column → the search's `sortBy` (contracts/recognition `recognitionAssetSortKeys`). */
const SORT_KEYS = {
  number: 'inventoryNumber',
  description: 'description',
  location: 'location',
  detection: 'detection',
} as const;

const idOfAsset = (row: RecognitionAsset) => row.idAsset;

export type GoodAction = 'correct' | 'restore' | 'move';

export interface GoodsGridProps extends PagedGridProps<RecognitionAsset> {
  recognition: RecognitionStatus;
  emptyText: string;
  selection?: RowSelection<RecognitionAsset>;
  busy: boolean;
  onAction: (asset: RecognitionAsset, action: GoodAction) => void;
}

/** Where the good was detected, and below it when and by whom: two short lines in the row's height. */
function DetectionCell({ asset }: { asset: RecognitionAsset }) {
  const { t } = useTranslation();
  if (!asset.detectedLocation && !asset.detectedAt) return null;
  return (
    <Stack sx={{ justifyContent: 'center', height: '100%', minWidth: 0, lineHeight: 1.3 }}>
      <Typography variant="body2" noWrap sx={{ lineHeight: 'inherit' }}>
        {placeText(asset.detectedLocation)}
      </Typography>
      {asset.detectedAt ? (
        <Typography variant="caption" color="text.secondary" noWrap sx={{ lineHeight: 'inherit' }}>
          {t('recognition.goods.by', { when: formatDateTime(asset.detectedAt), who: asset.detectedBy ?? '' })}
        </Typography>
      ) : null}
    </Stack>
  );
}

const ACTION_ICONS: Record<GoodAction, ReactNode> = {
  correct: <DoneIcon fontSize="small" />,
  restore: <UndoIcon fontSize="small" />,
  move: <MoveDownIcon fontSize="small" />,
};

/**
 * The goods the recognition counts: number with register acronym, description, where the registers
 * put it, its detection status, where it was detected (when and by whom below), the proposal for missing
 * goods that holds it; the actions its status allows while the recognition is ongoing.
 */
export function GoodsGrid({ recognition, emptyText, selection, busy, onAction, ...search }: GoodsGridProps) {
  const { t } = useTranslation();
  const columns = useMemo<GridColDef<RecognitionAsset>[]>(
    () => [
      {
        field: 'number',
        headerName: t('recognition.goods.columns.number'),
        width: 85,
        valueGetter: (_value, row) => assetNumberText(row),
      },
      {
        field: 'description',
        headerName: t('recognition.goods.columns.description'),
        flex: 1.5,
        minWidth: 140,
      },
      {
        field: 'location',
        headerName: t('recognition.goods.columns.location'),
        flex: 1.2,
        minWidth: 150,
        valueGetter: (_value, row) => placeText(row.location),
      },
      {
        field: 'detection',
        headerName: t('recognition.goods.columns.detection'),
        width: 180,
        renderCell: ({ row }) => <DetectionChip detection={row.detection} />,
      },
      {
        field: 'detectedLocation',
        headerName: t('recognition.goods.columns.detectedLocation'),
        flex: 1.2,
        minWidth: 180,
        renderCell: ({ row }) => <DetectionCell asset={row} />,
      },
      {
        field: 'missingProposal',
        headerName: t('recognition.goods.columns.missingProposal'),
        width: 100,
        renderCell: ({ row, hasFocus }) =>
          row.missingProposal ? (
            <Link
              component={RouterLink}
              to={proposalRoute(row.missingProposal.id)}
              tabIndex={hasFocus ? 0 : -1}
              onClick={(event) => event.stopPropagation()}
            >
              {voucherNumberText(row.missingProposal)}
            </Link>
          ) : null,
      },
      {
        field: 'actions',
        headerName: t('recognition.goods.columns.actions'),
        width: 110,
        renderCell: ({ row }) => {
          const allowed = assetActions(row.detection, recognition);
          const good = goodText(row);
          const shown = (['correct', 'restore', 'move'] as const).filter((action) => allowed[action]);
          return (
            <Stack direction="row" spacing={0.5} sx={{ height: '100%', alignItems: 'center' }}>
              {shown.map((action) => (
                <RowButton
                  key={action}
                  label={t(`recognition.goods.${action}Label`, { good })}
                  icon={ACTION_ICONS[action]}
                  disabled={busy}
                  onClick={() => onAction(row, action)}
                />
              ))}
            </Stack>
          );
        },
      },
    ],
    [t, recognition, busy, onAction],
  );
  return (
    <ServerDataGrid<RecognitionAsset>
      label={t('recognition.goods.gridLabel')}
      columns={columns}
      sortKeys={SORT_KEYS}
      getRowId={idOfAsset}
      selection={selection}
      emptyText={emptyText}
      {...search}
    />
  );
}
