import type { AssetSummary } from '@inventario/shared/contracts/assets';
import { formatEuros } from '@inventario/shared/format/currency';
import Chip from '@mui/material/Chip';
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { locationText, subcategoryText } from '../model/movement-lines.ts';

/** A mark after an asset's description: `primary` for one already among the movement's lines. */
export function AssetMark({ label, primary = false }: { label: string; primary?: boolean }) {
  return (
    <Chip
      size="small"
      color={primary ? 'primary' : undefined}
      variant="outlined"
      sx={{ ml: 1 }}
      label={label}
    />
  );
}

export interface AssetChoiceColumnsOptions {
  /** What follows the description (already in the movement, in a universality). */
  marks: (row: AssetSummary) => ReactNode;
  /** The value shown: the current value of charged assets, the purchase value of waiting ones. */
  price: { field: 'actualPrice' | 'historicalPrice'; headerName: string; width: number };
  /** False where the search sorts neither by subcategory nor by class: their headers offer no sort. */
  sortByKind?: false;
}

/** The columns every asset choice shows: description and marks, subcategory, class, value, location. */
export function assetChoiceColumns(
  t: TFunction,
  { marks, price, sortByKind }: AssetChoiceColumnsOptions,
): GridColDef<AssetSummary>[] {
  const kindSort = sortByKind === false ? { sortable: false } : {};
  return [
    {
      field: 'description',
      headerName: t('movements.lines.description'),
      flex: 2,
      minWidth: 200,
      renderCell: ({ row }) => (
        <>
          {row.description}
          {marks(row)}
        </>
      ),
    },
    {
      field: 'subcategory',
      headerName: t('movements.lines.subcategory'),
      flex: 1.5,
      minWidth: 180,
      ...kindSort,
      valueGetter: (_value, row) => `${subcategoryText(row.subcategory)} (${row.register.description})`,
    },
    {
      field: 'assetClass',
      headerName: t('movements.lines.class'),
      width: 120,
      ...kindSort,
      valueGetter: (_value, row) => t(`movements.assetClass.${row.assetClass}`),
    },
    {
      ...price,
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
