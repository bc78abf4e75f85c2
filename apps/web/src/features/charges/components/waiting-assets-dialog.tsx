import type { AssetSummary } from '@inventario/shared/contracts/assets';
import { formatEuros } from '@inventario/shared/format/currency';
import Chip from '@mui/material/Chip';
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchFilters } from '@/components/data/search-filters.tsx';
import { ServerDataGrid } from '@/components/data/server-data-grid.tsx';
import { usePagedSearch } from '@/components/data/use-paged-search.ts';
import { useRowSelection } from '@/components/data/use-row-selection.ts';
import {
  SelectionActions,
  SelectionBody,
  SelectionDialogFrame,
  type SelectionDialogProps,
} from '@/components/selection/selection-dialog.tsx';
import { locationText, subcategoryText } from '@/features/movements/model/movement-lines.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { searchWaitingAssets } from '../api/search-waiting-assets.ts';

const SORT_KEYS = { description: 'description', historicalPrice: 'historicalPrice', location: 'location' };
const BY_DESCRIPTION = { sortBy: 'description', sortDesc: false };

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

function WaitingAssetsChoice({ onCancel, onConfirm, presentIds }: Omit<WaitingAssetsDialogProps, 'open'>) {
  const { t } = useTranslation();
  const { inventory } = useBackendClients();
  const [text, setText] = useState('');
  const chosen = useRowSelection<AssetSummary>('multiple');
  const columns = useMemo(() => columnsOf(t, presentIds), [t, presentIds]);
  const search = usePagedSearch({
    // Under `assets`, so every change to assets reloads it.
    area: 'assets',
    filters: { waiting: true, text },
    defaultSort: BY_DESCRIPTION,
    fetchPage: async ({ page, size, sortBy, sortDesc }) => {
      const found = await searchWaitingAssets(inventory, page, size, {
        ...(text ? { text } : {}),
        sortBy,
        sortDesc,
      });
      return { rows: found.assets, total: found.total };
    },
  });
  return (
    <>
      <SelectionBody
        filters={
          <SearchFilters
            fields={[{ name: 'text', label: t('charges.waiting.search'), width: 360 }]}
            onSearch={(values) => setText(values.text.trim())}
          />
        }
        grid={
          <ServerDataGrid<AssetSummary>
            label={t('charges.waiting.gridLabel')}
            columns={columns}
            sortKeys={SORT_KEYS}
            selection={chosen.selection}
            emptyText={text ? t('charges.waiting.noMatches') : t('charges.waiting.empty')}
            {...search.gridProps}
          />
        }
      />
      <SelectionActions
        chosen={chosen.rows}
        atLeastOneMessage={t('charges.waiting.atLeastOne')}
        onCancel={onCancel}
        onConfirm={onConfirm}
      />
    </>
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
