import { ASSET_STATUS, type AssetSummary } from '@inventario/shared/contracts/assets';
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SelectionDialogProps } from '@/components/selection/selection-dialog.tsx';
import { lineNumberText } from '../model/movement-lines.ts';
import { AssetChoiceDialog, assetChoiceTexts } from './asset-choice.tsx';
import { AssetMark, assetChoiceColumns } from './asset-choice-columns.tsx';

const SORT_KEYS = {
  number: 'inventoryNumber',
  description: 'description',
  actualPrice: 'actualPrice',
  location: 'location',
};
const BY_NUMBER = { sortBy: 'inventoryNumber', sortDesc: false };

function columnsOf(t: TFunction, presentIds: ReadonlySet<number>): GridColDef<AssetSummary>[] {
  return [
    {
      field: 'number',
      headerName: t('movements.lines.number'),
      width: 90,
      type: 'number',
      valueGetter: (_value, row) => row.inventoryNumber ?? row.durableNumber,
      valueFormatter: (_value, row) => lineNumberText({ ...row, registerKind: row.register.kind }),
    },
    ...assetChoiceColumns(t, {
      marks: (row) =>
        presentIds.has(row.id) ? <AssetMark primary label={t('movements.charged.inMovement')} /> : null,
      price: { field: 'actualPrice', headerName: t('movements.charged.actualPrice'), width: 130 },
      sortByKind: false,
    }),
  ];
}

export interface ChargedAssetsDialogProps extends SelectionDialogProps<AssetSummary> {
  /** Assets already among the movement's lines: marked, and the caller does not add them twice. */
  presentIds: ReadonlySet<number>;
  /** Value vouchers change inventory assets only. */
  inventoryOnly?: boolean;
}

/**
 * The charged assets not yet in a proposal or discharged (spec 02 §2: a selectable list for
 * building movements): proposals, discharges and value vouchers take their lines from here.
 */
export function ChargedAssetsDialog({ presentIds, inventoryOnly, ...rest }: ChargedAssetsDialogProps) {
  const { t } = useTranslation();
  const columns = useMemo(() => columnsOf(t, presentIds), [t, presentIds]);
  const filters = {
    status: ASSET_STATUS.charged,
    ...(inventoryOnly ? { assetClass: 'inventory' as const } : {}),
  };
  return (
    <AssetChoiceDialog
      {...rest}
      filters={filters}
      columns={columns}
      sortKeys={SORT_KEYS}
      defaultSort={BY_NUMBER}
      texts={assetChoiceTexts(t, 'movements.charged')}
    />
  );
}
