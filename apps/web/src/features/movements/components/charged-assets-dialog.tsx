import { ASSET_STATUS, type AssetSummary } from '@inventario/shared/contracts/assets';
import { formatEuros } from '@inventario/shared/format/currency';
import Chip from '@mui/material/Chip';
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectionDialogFrame, type SelectionDialogProps } from '@/components/selection/selection-dialog.tsx';
import { locationText, subcategoryText } from '../model/movement-lines.ts';
import { AssetChoice } from './asset-choice.tsx';

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
    },
    {
      field: 'description',
      headerName: t('movements.lines.description'),
      flex: 2,
      minWidth: 200,
      renderCell: ({ row }) => (
        <>
          {row.description}
          {presentIds.has(row.id) ? (
            <Chip
              size="small"
              color="primary"
              variant="outlined"
              sx={{ ml: 1 }}
              label={t('movements.charged.inMovement')}
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
      sortable: false,
      valueGetter: (_value, row) => `${subcategoryText(row.subcategory)} (${row.register.description})`,
    },
    {
      field: 'assetClass',
      headerName: t('movements.lines.class'),
      width: 120,
      sortable: false,
      valueGetter: (_value, row) => t(`movements.assetClass.${row.assetClass}`),
    },
    {
      field: 'actualPrice',
      headerName: t('movements.charged.actualPrice'),
      width: 130,
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

export interface ChargedAssetsDialogProps extends SelectionDialogProps<AssetSummary> {
  /** Assets already among the movement's lines: marked, and the caller does not add them twice. */
  presentIds: ReadonlySet<number>;
  /** Value vouchers change inventory assets only. */
  inventoryOnly?: boolean;
}

function ChargedAssetsChoice({ presentIds, inventoryOnly, ...rest }: Omit<ChargedAssetsDialogProps, 'open'>) {
  const { t } = useTranslation();
  const columns = useMemo(() => columnsOf(t, presentIds), [t, presentIds]);
  const filters = {
    status: ASSET_STATUS.charged,
    ...(inventoryOnly ? { assetClass: 'inventory' as const } : {}),
  };
  return (
    <AssetChoice
      {...rest}
      filters={filters}
      columns={columns}
      sortKeys={SORT_KEYS}
      defaultSort={BY_NUMBER}
      texts={{
        search: t('movements.charged.search'),
        gridLabel: t('movements.charged.gridLabel'),
        empty: t('movements.charged.empty'),
        noMatches: t('movements.charged.noMatches'),
        atLeastOne: t('movements.charged.atLeastOne'),
      }}
    />
  );
}

/**
 * The charged assets not yet in a proposal or discharged (spec 02 §2: a selectable list for
 * building movements): proposals, discharges and value vouchers take their lines from here.
 */
export function ChargedAssetsDialog({ open, ...rest }: ChargedAssetsDialogProps) {
  const { t } = useTranslation();
  return (
    <SelectionDialogFrame
      open={open}
      title={t('movements.charged.title')}
      onCancel={rest.onCancel}
      maxWidth="lg"
    >
      {open ? <ChargedAssetsChoice {...rest} /> : null}
    </SelectionDialogFrame>
  );
}
