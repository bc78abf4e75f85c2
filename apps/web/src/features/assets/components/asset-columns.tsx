import type { AssetSummary } from '@inventario/shared/contracts/assets';
import { formatEuros } from '@inventario/shared/format/currency';
import { formatDate } from '@inventario/shared/format/date';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import MoveToInboxOutlinedIcon from '@mui/icons-material/MoveToInboxOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { GridColDef, GridColumnHeaderParams } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { RowButton } from '@/components/actions/row-actions.tsx';
import { locationText, numberText } from '../model/asset-numbers.ts';
import { canChargeAlone, editScopeOf, isWaiting } from '../model/asset-status.ts';
import { assetName } from './asset-name.ts';
import { AssetStatusChip } from './asset-status-chip.tsx';

/** Grid column → the API's `sortBy` key (contracts/assets `assetSortKeys`). */
export const assetGridSortKeys = {
  inventoryNumber: 'inventoryNumber',
  durableNumber: 'durableNumber',
  description: 'description',
  historicalPrice: 'historicalPrice',
  actualPrice: 'actualPrice',
  chargeDate: 'chargeDate',
  location: 'location',
} as const;

/** The row actions a grid offers; those left out are not shown. */
export interface AssetRowHandlers {
  onDetail?: (asset: AssetSummary) => void;
  onEdit?: (asset: AssetSummary) => void;
  onDelete?: (asset: AssetSummary) => void;
  /** The charge link of a waiting asset (`#/charge/new/asset/{id}`). */
  chargeHref?: (asset: AssetSummary) => string;
  /** An extra action of the screen (remove from a universality). */
  extra?: (asset: AssetSummary) => ReactElement | null;
}

/** A row action that leads to another screen: a real link, so it opens in a new tab too. */
function RowLink(props: { label: string; icon: ReactElement; href: string }) {
  return (
    <Tooltip title={props.label}>
      <IconButton
        component="a"
        size="small"
        color="primary"
        aria-label={props.label}
        href={props.href}
        onClick={(event) => event.stopPropagation()}
      >
        {props.icon}
      </IconButton>
    </Tooltip>
  );
}

const euros = (value: number) => formatEuros(value);

/** Long headers on two lines, so every column fits a 1366-pixel screen beside the drawer. */
const twoLines = ({ colDef }: GridColumnHeaderParams<AssetSummary>) => (
  <Box component="span" sx={{ whiteSpace: 'normal', lineHeight: 1.2, fontWeight: 500 }}>
    {colDef.headerName}
  </Box>
);

/** The columns of an asset grid: numbers, description, subcategory, place, prices, status, charge date, actions. */
export function assetColumns(
  t: TFunction,
  handlers: AssetRowHandlers,
  options: { optional?: boolean; photo?: (row: AssetSummary) => ReactNode } = {},
): GridColDef<AssetSummary>[] {
  const columns = options.optional
    ? [...dataColumns(t, handlers), ...optionalColumns(t, options.photo)]
    : dataColumns(t, handlers);
  const hasActions = Boolean(handlers.onEdit || handlers.onDelete || handlers.chargeHref || handlers.extra);
  return hasActions ? [...columns, actionsColumn(t, handlers)] : columns;
}

function dataColumns(t: TFunction, handlers: AssetRowHandlers): GridColDef<AssetSummary>[] {
  return [
    {
      field: 'inventoryNumber',
      headerName: t('assets.columns.inventoryNumber'),
      description: t('assets.fields.inventoryNumber'),
      width: 70,
      align: 'right',
      headerAlign: 'right',
      valueFormatter: (_value, row) => numberText(row, 'inventory'),
    },
    {
      field: 'durableNumber',
      headerName: t('assets.columns.durableNumber'),
      description: t('assets.fields.durableNumber'),
      width: 70,
      align: 'right',
      headerAlign: 'right',
      valueFormatter: (_value, row) => numberText(row, 'durable'),
    },
    {
      field: 'description',
      headerName: t('assets.columns.description'),
      flex: 2,
      minWidth: 140,
      // The description opens the detail: the grid's clicks select rows, and the row needs no extra button.
      renderCell: ({ row }) =>
        handlers.onDetail ? (
          <Link
            component="button"
            type="button"
            variant="body2"
            aria-label={t('assets.actions.detail', { name: assetName(row, t) })}
            onClick={(event) => {
              event.stopPropagation();
              handlers.onDetail?.(row);
            }}
            sx={{
              textAlign: 'left',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
              maxWidth: '100%',
            }}
          >
            {row.description}
          </Link>
        ) : (
          row.description
        ),
    },
    {
      field: 'subcategory',
      headerName: t('assets.columns.subcategory'),
      flex: 1,
      minWidth: 90,
      valueGetter: (_value, row) => `${row.subcategory.code} ${row.subcategory.description}`,
      renderCell: ({ value }) => (
        <Tooltip title={value as string} describeChild>
          <span>{value as string}</span>
        </Tooltip>
      ),
    },
    {
      field: 'location',
      headerName: t('assets.columns.location'),
      renderHeader: twoLines,
      width: 96,
      valueGetter: (_value, row) => locationText(row.location),
      renderCell: ({ row, value }) =>
        row.location ? (
          <Tooltip title={row.location.description} describeChild>
            <span>{value as string}</span>
          </Tooltip>
        ) : null,
    },
    {
      field: 'historicalPrice',
      headerName: t('assets.columns.historicalPrice'),
      renderHeader: twoLines,
      width: 94,
      align: 'right',
      headerAlign: 'right',
      valueFormatter: euros,
    },
    {
      field: 'actualPrice',
      headerName: t('assets.columns.actualPrice'),
      renderHeader: twoLines,
      width: 94,
      align: 'right',
      headerAlign: 'right',
      valueFormatter: euros,
    },
    {
      field: 'status',
      headerName: t('assets.columns.status'),
      width: 124,
      renderCell: ({ row }) => <AssetStatusChip status={row.status} proposalStatus={row.proposalStatus} />,
    },
    {
      field: 'chargeDate',
      headerName: t('assets.columns.chargeDate'),
      renderHeader: twoLines,
      width: 102,
      valueFormatter: (value: string | null) => formatDate(value),
    },
  ];
}

/** The columns the asset list's column chooser adds, hidden until a user shows them. */
export const OPTIONAL_ASSET_COLUMNS = [
  'register',
  'originalInventoryNumber',
  'serialNumber',
  'brand',
  'locationDescription',
  'photo',
] as const;

/** Each optional column hidden: the list's columns before a user chooses. */
export const hiddenOptionalAssetColumns = Object.fromEntries(
  OPTIONAL_ASSET_COLUMNS.map((field) => [field, false]),
);

/** The first photo of each asset, small: a picture, not data an export could write. */
function photoColumn(t: TFunction, photo: (row: AssetSummary) => ReactNode): GridColDef<AssetSummary> {
  return {
    field: 'photo',
    headerName: t('assets.columns.photo'),
    width: 64,
    sortable: false,
    disableExport: true,
    renderCell: ({ row }) => photo(row),
  };
}

function optionalColumns(
  t: TFunction,
  photo: ((row: AssetSummary) => ReactNode) | undefined,
): GridColDef<AssetSummary>[] {
  const text = (
    field: Exclude<(typeof OPTIONAL_ASSET_COLUMNS)[number], 'photo'>,
    label: string,
    value: (row: AssetSummary) => string | null,
  ) => ({
    field,
    headerName: label,
    width: 130,
    valueGetter: (_value: unknown, row: AssetSummary) => value(row) ?? '',
  });
  return [
    text('register', t('assets.fields.register'), (row) => row.register.description),
    text(
      'originalInventoryNumber',
      t('assets.fields.originalInventoryNumber'),
      (row) => row.originalInventoryNumber,
    ),
    text('serialNumber', t('assets.fields.serialNumber'), (row) => row.serialNumber),
    text('brand', t('assets.fields.brand'), (row) => row.brand),
    text('locationDescription', t('assets.fields.location'), (row) => row.location?.description ?? null),
    ...(photo ? [photoColumn(t, photo)] : []),
  ];
}

/** The words of the status column's values, as its chips say them (an export writes them). */
export function assetStatusWords(t: TFunction): Record<string, string> {
  const labels = [
    'waiting',
    'charged',
    'inProposal',
    'inProposalToConfirm',
    'inProposalConfirmed',
    'discharged',
  ] as const;
  return Object.fromEntries(labels.map((label) => [label, t(`assets.status.${label}`)]));
}

/** Edit, charge and delete of a row: those of the screen's handlers, shown where the row allows them. */
function actionsColumn(t: TFunction, handlers: AssetRowHandlers): GridColDef<AssetSummary> {
  return {
    field: 'actions',
    headerName: t('assets.columns.actions'),
    width: 104,
    sortable: false,
    renderCell: ({ row }) => {
      const name = assetName(row, t);
      return (
        <Stack direction="row" spacing={0.25} sx={{ height: '100%', alignItems: 'center' }}>
          {handlers.onEdit && editScopeOf(row.status) ? (
            <RowButton
              label={t('assets.actions.edit', { name })}
              icon={<EditOutlinedIcon fontSize="small" />}
              onClick={() => handlers.onEdit?.(row)}
            />
          ) : null}
          {handlers.chargeHref && canChargeAlone(row) ? (
            <RowLink
              label={t('assets.actions.charge', { name })}
              icon={<MoveToInboxOutlinedIcon fontSize="small" />}
              href={handlers.chargeHref(row)}
            />
          ) : null}
          {handlers.onDelete && isWaiting(row) ? (
            <RowButton
              label={t('assets.actions.delete', { name })}
              icon={<DeleteOutlinedIcon fontSize="small" />}
              color="error"
              onClick={() => handlers.onDelete?.(row)}
            />
          ) : null}
          {handlers.extra?.(row) ?? null}
        </Stack>
      );
    },
  };
}
