import { ASSET_STATUS, type AssetSummary } from '@inventario/shared/contracts/assets';
import { formatEuros } from '@inventario/shared/format/currency';
import Chip from '@mui/material/Chip';
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectionDialogFrame, type SelectionDialogProps } from '@/components/selection/selection-dialog.tsx';
import { AssetChoice } from '@/features/movements/components/asset-choice.tsx';
import { locationText, subcategoryText } from '@/features/movements/model/movement-lines.ts';

const SORT_KEYS = { description: 'description', historicalPrice: 'historicalPrice', location: 'location' };
const BY_DESCRIPTION = { sortBy: 'description', sortDesc: false };
const WAITING = { status: ASSET_STATUS.waiting };

function columnsOf(t: TFunction, presentIds: ReadonlySet<number>): GridColDef<AssetSummary>[] {
  return [
    {
      field: 'description',
      headerName: t('movements.lines.description'),
      flex: 2,
      minWidth: 200,
      renderCell: ({ row }) => (
        <>
          {row.description}
          {row.universalityId ? (
            <Chip
              size="small"
              variant="outlined"
              sx={{ ml: 1 }}
              label={t('charges.waiting.inUniversality')}
            />
          ) : null}
          {presentIds.has(row.id) ? (
            <Chip
              size="small"
              color="primary"
              variant="outlined"
              sx={{ ml: 1 }}
              label={t('charges.waiting.inCharge')}
            />
          ) : null}
        </>
      ),
    },
    {
      field: 'subcategory',
      headerName: t('movements.lines.subcategory'),
      flex: 1.5,
      minWidth: 180,
      valueGetter: (_value, row) => `${subcategoryText(row.subcategory)} (${row.register.description})`,
    },
    {
      field: 'assetClass',
      headerName: t('movements.lines.class'),
      width: 120,
      valueGetter: (_value, row) => t(`movements.assetClass.${row.assetClass}`),
    },
    {
      field: 'historicalPrice',
      headerName: t('movements.lines.value'),
      width: 120,
      type: 'number',
      valueFormatter: (value: number) => formatEuros(value),
    },
    {
      field: 'location',
      headerName: t('movements.lines.location'),
      flex: 1,
      minWidth: 160,
      valueGetter: (_value, row) => (row.location ? locationText(row.location) : ''),
    },
  ];
}

/** The selectable list's content, mounted while the dialog is open so each opening starts afresh. */
export interface WaitingAssetsDialogProps extends SelectionDialogProps<AssetSummary> {
  /** Assets already among the charge's lines: marked, and not added twice. */
  presentIds: ReadonlySet<number>;
}

function WaitingAssetsChoice({ presentIds, ...rest }: Omit<WaitingAssetsDialogProps, 'open'>) {
  const { t } = useTranslation();
  const columns = useMemo(() => columnsOf(t, presentIds), [t, presentIds]);
  return (
    <AssetChoice
      {...rest}
      filters={WAITING}
      columns={columns}
      sortKeys={SORT_KEYS}
      defaultSort={BY_DESCRIPTION}
      texts={{
        search: t('charges.waiting.search'),
        gridLabel: t('charges.waiting.gridLabel'),
        empty: t('charges.waiting.empty'),
        noMatches: t('charges.waiting.noMatches'),
        atLeastOne: t('charges.waiting.atLeastOne'),
      }}
    />
  );
}

/**
 * The waiting assets (spec 02 §2: a selectable list for building movements): several can be chosen,
 * across pages, and join the charge as they are.
 */
export function WaitingAssetsDialog({ open, onCancel, onConfirm, presentIds }: WaitingAssetsDialogProps) {
  const { t } = useTranslation();
  return (
    <SelectionDialogFrame open={open} title={t('charges.waiting.title')} onCancel={onCancel} maxWidth="lg">
      {open ? (
        <WaitingAssetsChoice onCancel={onCancel} onConfirm={onConfirm} presentIds={presentIds} />
      ) : null}
    </SelectionDialogFrame>
  );
}
